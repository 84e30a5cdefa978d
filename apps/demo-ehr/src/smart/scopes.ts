/**
 * SMART App Launch 2.x resource scopes ("Scopes and Launch Context",
 * https://hl7.org/fhir/smart-app-launch/scopes-and-launch-context.html): `<context>/<Type>.<permissions>`
 * where the permissions are an in-order subset of `cruds` (v2), or the v1 forms `.read` (⇒ `.rs`)
 * and `.write` (⇒ `.cud`), which a server advertising `permission-v1` keeps accepting.
 */

/** The FHIR resource types this EHR serves, and the ones an app may create (the signed order written back). */
export const READABLE_TYPES = [
  'Patient',
  'Coverage',
  'Condition',
  'Observation',
  'Encounter',
  'Practitioner',
  'DeviceRequest',
  'DocumentReference',
] as const;
export const CREATABLE_TYPES = ['DeviceRequest', 'DocumentReference'] as const;
export type ServedType = (typeof READABLE_TYPES)[number];

export type Interaction = 'create' | 'read' | 'search';
const LETTER: Record<Interaction, string> = { create: 'c', read: 'r', search: 's' };

/** The OpenID Connect and launch-context scopes (not resource scopes): the authorization server's own. */
export const CONTEXT_SCOPES = ['openid', 'fhirUser', 'offline_access', 'launch', 'launch/patient'] as const;

const READ_PERMISSIONS = ['r', 's', 'rs', 'read'];
const CREATE_PERMISSIONS = ['c', 'cr', 'cs', 'crs', 'write'];

/**
 * Every resource scope this EHR grants, for both contexts: read and search of each served type,
 * creation of the writable ones. A requested scope outside this list (`.cruds`, `?category=` filters)
 * is not granted, which SMART allows ("MAY be ignored").
 */
export const RESOURCE_SCOPES: readonly string[] = (['patient', 'user'] as const).flatMap((context) =>
  READABLE_TYPES.flatMap((type) => {
    const creatable = (CREATABLE_TYPES as readonly string[]).includes(type);
    const permissions = creatable ? [...READ_PERMISSIONS, ...CREATE_PERMISSIONS] : READ_PERMISSIONS;
    return permissions.map((permission) => `${context}/${type}.${permission}`);
  }),
);

interface ResourceScope {
  context: 'patient' | 'user' | 'system';
  type: string;
  letters: string;
}

/** A resource scope read into its parts, v1 permissions translated to v2 letters; null for any other scope. */
export function parseResourceScope(scope: string): ResourceScope | null {
  const match = /^(patient|user|system)\/([A-Za-z]+|\*)\.([a-z*]+)$/.exec(scope);
  if (!match) return null;
  const [, context, type, permissions] = match as unknown as [
    string,
    ResourceScope['context'],
    string,
    string,
  ];
  const v1: Record<string, string> = { read: 'rs', write: 'cud', '*': 'cruds' };
  const letters = v1[permissions] ?? (/^c?r?u?d?s?$/.test(permissions) ? permissions : '');
  return letters ? { context, type, letters } : null;
}

/**
 * What a token's scopes allow for one interaction on one type: nothing, everything the user may see
 * (a `user/` scope), or only the launch patient's compartment (a `patient/` scope).
 */
export function accessFor(
  grantedScope: string,
  type: string,
  interaction: Interaction,
): 'denied' | 'user' | 'patient' {
  const matching = grantedScope
    .split(/\s+/)
    .map(parseResourceScope)
    .filter(
      (scope): scope is ResourceScope =>
        scope !== null &&
        (scope.type === type || scope.type === '*') &&
        scope.letters.includes(LETTER[interaction]),
    );
  if (matching.some((scope) => scope.context === 'user')) return 'user';
  if (matching.some((scope) => scope.context === 'patient')) return 'patient';
  return 'denied';
}

/** Whether a request asks for a patient to be in context: `launch/patient`, or any `patient/` scope (SMART: the EHR "SHALL establish a patient in context"). */
export const needsPatientContext = (requestedScope: string) =>
  requestedScope.split(/\s+/).some((scope) => scope === 'launch/patient' || scope.startsWith('patient/'));
