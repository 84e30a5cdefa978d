/**
 * The browser objects the app's modules touch as they load (lib/auth-session, lib/patient-store
 * read localStorage and cookies and listen on window), as a first visitor's browser has them:
 * nothing stored.
 * Imported first by prerender-entry.tsx; rendering itself runs no effects, so it needs no more.
 */
const stored = new Map<string, string>();

Object.assign(globalThis, {
  // A frame signs its placeholder user out after its render, and the patient store's reset then
  // writes its cookie, asking whether the page is served over https.
  window: { addEventListener() {}, removeEventListener() {}, location: { protocol: 'https:' } },
  document: { cookie: '' },
  localStorage: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  },
});
