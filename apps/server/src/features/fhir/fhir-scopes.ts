/** The resource types the product's FHIR API serves, and what it lets a client do with each. */
export const SERVED_RESOURCE_TYPES = ['DeviceRequest', 'DocumentReference'] as const;
export type ServedResourceType = (typeof SERVED_RESOURCE_TYPES)[number];

/** SMART v2 permissions this read-only API has: read (r) and search (s). */
export type Permission = 'r' | 's';
const SERVED_PERMISSIONS: Record<ServedResourceType, readonly Permission[]> = {
  DeviceRequest: ['r', 's'],
  // The cover sheet is read by the id the DeviceRequests' reader learns; it is not searched.
  DocumentReference: ['r'],
};

/** The system scopes discovery lists (SMART v2 syntax). */
export const SUPPORTED_SCOPES = SERVED_RESOURCE_TYPES.map(
  (type) => `system/${type}.${SERVED_PERMISSIONS[type].join('')}`,
);

/**
 * SMART scopes (https://hl7.org/fhir/smart-app-launch/scopes-and-launch-context.html):
 * `system/<Type|*>.<cruds>` (v2, letters in that order) or `.read` / `.write` / `.*` (v1). Anything
 * else — patient/ or user/ scopes, a v2 query (`?category=…`), unknown letters — grants nothing here.
 */
const SCOPE = /^system\/([A-Za-z]+|\*)\.(read|write|\*|c?r?u?d?s?)$/;

function permissionsOf(grant: string): Permission[] {
  if (grant === 'read' || grant === '*') return ['r', 's'];
  if (grant === 'write') return [];
  return (['r', 's'] as const).filter((letter) => grant.includes(letter));
}

/** What a client may do, per resource type, as granted. */
export type GrantedAccess = Partial<Record<ServedResourceType, Permission[]>>;

/**
 * The access a token request gets: what it asked for, within what the API serves (the client is
 * pre-authorized for all of it, SMART Backend Services "Evaluate Requested Access"). Empty when
 * nothing asked is served: the token endpoint answers invalid_scope.
 */
export function grantedAccessOf(requested: string): GrantedAccess {
  const access: GrantedAccess = {};
  for (const scope of requested.split(/\s+/).filter(Boolean)) {
    const match = SCOPE.exec(scope);
    if (!match) continue;
    const [, type, grant] = match as unknown as [string, string, string];
    const types =
      type === '*' ? SERVED_RESOURCE_TYPES : SERVED_RESOURCE_TYPES.filter((served) => served === type);
    for (const served of types) {
      const allowed = permissionsOf(grant).filter((p) => SERVED_PERMISSIONS[served].includes(p));
      const merged = new Set([...(access[served] ?? []), ...allowed]);
      if (merged.size) access[served] = (['r', 's'] as const).filter((p) => merged.has(p));
    }
  }
  return access;
}

/** The granted access as the token response's `scope` (SMART v2 spelling). */
export const scopeOf = (access: GrantedAccess) =>
  SERVED_RESOURCE_TYPES.flatMap((type) =>
    access[type]?.length ? [`system/${type}.${access[type].join('')}`] : [],
  ).join(' ');

/** Whether a granted scope string (an access token's) allows `permission` on `type`. */
export const allows = (scope: string, type: ServedResourceType, permission: Permission) =>
  grantedAccessOf(scope)[type]?.includes(permission) ?? false;
