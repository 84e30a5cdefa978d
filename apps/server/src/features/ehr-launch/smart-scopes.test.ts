import { describe, expect, it } from 'vitest';
import { grantsCreate, scopesToAsk } from './smart-scopes';

describe('SMART scopes', () => {
  it('asks for the launch context the launch brings, identity, reads and the write-back', () => {
    expect(scopesToAsk('ehr').split(' ')).toEqual(
      expect.arrayContaining([
        'launch',
        'openid',
        'fhirUser',
        'patient/Observation.rs',
        'patient/DeviceRequest.c',
      ]),
    );
    expect(scopesToAsk('ehr')).not.toContain('launch/patient');
    expect(scopesToAsk('standalone').split(' ')).toContain('launch/patient');
  });

  it.each([
    ['patient/DeviceRequest.c', true],
    ['patient/DeviceRequest.cu', true],
    ['user/DeviceRequest.cruds', true],
    ['patient/*.c', true],
    ['patient/DeviceRequest.write', true],
    ['patient/DeviceRequest.*', true],
    ['patient/DeviceRequest.rs', false],
    ['patient/DeviceRequest.read', false],
    ['patient/DocumentReference.c', false],
    ['patient/DeviceRequest.uc', false],
    ['launch openid fhirUser', false],
    ['', false],
  ])('%s grants creating a DeviceRequest: %s', (scope, expected) => {
    expect(grantsCreate(`openid ${scope}`, 'DeviceRequest')).toBe(expected);
  });
});
