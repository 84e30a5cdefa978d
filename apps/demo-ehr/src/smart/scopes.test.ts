import { describe, expect, it } from 'vitest';
import { accessFor, needsPatientContext, parseResourceScope, RESOURCE_SCOPES } from './scopes';

describe('SMART resource scopes', () => {
  it.each([
    ['patient/Observation.rs', { context: 'patient', type: 'Observation', letters: 'rs' }],
    ['user/Practitioner.r', { context: 'user', type: 'Practitioner', letters: 'r' }],
    ['patient/Observation.read', { context: 'patient', type: 'Observation', letters: 'rs' }],
    ['patient/DeviceRequest.write', { context: 'patient', type: 'DeviceRequest', letters: 'cud' }],
    ['patient/*.*', { context: 'patient', type: '*', letters: 'cruds' }],
  ])('reads %s (v1 forms as SMART 2.x maps them)', (scope, parsed) => {
    expect(parseResourceScope(scope)).toEqual(parsed);
  });

  it.each([
    'openid',
    'launch/patient',
    'patient/Observation.sr',
    'patient/Observation.dus',
    'patient/Observation.rs?category=laboratory',
  ])('reads %s as no resource scope (out of order or filtered permissions grant nothing)', (scope) => {
    expect(parseResourceScope(scope)).toBeNull();
  });

  it.each([
    ['patient/Observation.rs', 'Observation', 'search', 'patient'],
    ['patient/Observation.rs', 'Observation', 'create', 'denied'],
    ['patient/Observation.rs user/Observation.r', 'Observation', 'read', 'user'],
    ['patient/DeviceRequest.c', 'DeviceRequest', 'create', 'patient'],
    ['patient/DeviceRequest.write', 'DeviceRequest', 'create', 'patient'],
    ['patient/*.read', 'Coverage', 'read', 'patient'],
    ['patient/Coverage.rs', 'Condition', 'read', 'denied'],
    ['system/Patient.rs', 'Patient', 'read', 'denied'],
  ] as const)('%s allows %s %s: %s', (scope, type, interaction, access) => {
    expect(accessFor(scope, type, interaction)).toBe(access);
  });

  it('grants read and search of every served type, and create only of orders and documents', () => {
    expect(RESOURCE_SCOPES).toEqual(
      expect.arrayContaining([
        'patient/Patient.rs',
        'user/Practitioner.rs',
        'patient/DeviceRequest.c',
        'patient/DocumentReference.c',
        'patient/Observation.read',
      ]),
    );
    expect(RESOURCE_SCOPES).not.toContain('patient/Patient.c');
    expect(RESOURCE_SCOPES.filter((scope) => /\.(cruds|\*)$/.test(scope))).toEqual([]);
  });

  it('asks for a patient in context with launch/patient or any patient/ scope', () => {
    expect(needsPatientContext('openid launch/patient')).toBe(true);
    expect(needsPatientContext('openid patient/Patient.rs')).toBe(true);
    expect(needsPatientContext('openid fhirUser user/Practitioner.rs')).toBe(false);
  });
});
