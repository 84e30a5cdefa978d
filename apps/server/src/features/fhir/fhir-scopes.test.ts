import { describe, expect, it } from 'vitest';
import { allows, grantedAccessOf, SUPPORTED_SCOPES, scopeOf } from './fhir-scopes';

const granted = (requested: string) => scopeOf(grantedAccessOf(requested));

describe('grantedAccessOf / scopeOf', () => {
  it.each([
    ['system/DeviceRequest.rs', 'system/DeviceRequest.rs'],
    ['system/DeviceRequest.read', 'system/DeviceRequest.rs'],
    ['system/DeviceRequest.cruds', 'system/DeviceRequest.rs'],
    ['system/DeviceRequest.r', 'system/DeviceRequest.r'],
    ['system/*.rs', 'system/DeviceRequest.rs system/DocumentReference.r'],
    ['system/*.*', 'system/DeviceRequest.rs system/DocumentReference.r'],
    [
      'system/DocumentReference.rs system/DeviceRequest.s',
      'system/DeviceRequest.s system/DocumentReference.r',
    ],
    ['system/DeviceRequest.r  system/DeviceRequest.s', 'system/DeviceRequest.rs'],
  ])('grants %j as %j', (requested, scope) => expect(granted(requested)).toBe(scope));

  it.each([
    'patient/DeviceRequest.rs',
    'user/*.read',
    'system/DeviceRequest.write',
    'system/DeviceRequest.cud',
    'system/Observation.rs',
    'system/DeviceRequest.rs?status=active',
    'system/DeviceRequest.sr',
    'launch openid fhirUser',
    '',
  ])('grants nothing for %j', (requested) => expect(granted(requested)).toBe(''));

  it('lists what it serves as the discovery scopes', () => {
    expect(SUPPORTED_SCOPES).toEqual(['system/DeviceRequest.rs', 'system/DocumentReference.r']);
    expect(granted(SUPPORTED_SCOPES.join(' '))).toBe(SUPPORTED_SCOPES.join(' '));
  });
});

describe('allows', () => {
  it('reads a token’s scope string', () => {
    expect(allows('system/DeviceRequest.rs', 'DeviceRequest', 's')).toBe(true);
    expect(allows('system/DeviceRequest.r', 'DeviceRequest', 's')).toBe(false);
    expect(allows('system/DeviceRequest.rs', 'DocumentReference', 'r')).toBe(false);
  });
});
