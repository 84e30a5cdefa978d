/**
 * The scopes the product asks an EHR for (SMART App Launch 2.x, "Scopes and Launch Context"): who
 * is signed in (`openid fhirUser`), the launch's patient, read and search (`.rs`) of what a work
 * order needs, and creating DeviceRequests and DocumentReferences to write the signed order back,
 * which an EHR may refuse while granting the rest.
 */
const READ_SCOPES = [
  'patient/Patient.rs',
  'patient/Coverage.rs',
  'patient/Condition.rs',
  'patient/Encounter.rs',
  'patient/Observation.rs',
  'patient/DeviceRequest.rs',
  'user/Practitioner.rs',
];
const WRITE_SCOPES = ['patient/DeviceRequest.c', 'patient/DocumentReference.c'];

/** An EHR launch brings its own context; a standalone launch asks the EHR to pick a patient. */
export function scopesToAsk(kind: 'ehr' | 'standalone'): string {
  const context = kind === 'ehr' ? ['launch'] : ['launch/patient'];
  return [...context, 'openid', 'fhirUser', ...READ_SCOPES, ...WRITE_SCOPES].join(' ');
}

/**
 * Whether the granted scopes let the product create a resource type: a SMART v2 scope whose
 * permissions include `c` (`patient/DeviceRequest.c`, `.cu`, `.cruds`), or the v1 `.write` / `.*`
 * forms EHRs still grant, in the patient or user context, or for every type (`patient/*.c`).
 */
export function grantsCreate(grantedScope: string, resourceType: string): boolean {
  return grantedScope.split(/\s+/).some((scope) => {
    const match = /^(patient|user)\/([A-Za-z]+|\*)\.(.+)$/.exec(scope);
    if (!match || (match[2] !== resourceType && match[2] !== '*')) return false;
    const permissions = match[3] ?? '';
    return (
      permissions === 'write' ||
      permissions === '*' ||
      (/^c?r?u?d?s?$/.test(permissions) && permissions.includes('c'))
    );
  });
}
