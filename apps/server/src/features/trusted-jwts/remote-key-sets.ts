import { createRemoteJWKSet } from 'jose';

type RemoteKeySet = ReturnType<typeof createRemoteJWKSet>;

// One key set per JWKS URL for the life of the process: jose keeps the fetched keys (10 minutes)
// and fetches again at most every 30 s when a token names a key it does not hold (a rotation).
// The URLs come from settings only, never from a token, so the map stays as small as the list.
const keySets = new Map<string, RemoteKeySet>();

/** The cached remote key set of a JWKS URL. */
export function remoteKeySet(jwksUrl: string): RemoteKeySet {
  let keySet = keySets.get(jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 3000 });
    keySets.set(jwksUrl, keySet);
  }
  return keySet;
}
