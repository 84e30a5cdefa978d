import { describe, expect, it } from 'vitest';
import { fillPrefetch } from './prefetch';

describe('prefetch templates', () => {
  it('fills the tokens, answers each key, and leaves out a template it cannot fill', async () => {
    const asked: string[] = [];
    const filled = await fillPrefetch(
      {
        patient: 'Patient/{{context.patientId}}',
        conditions: 'Condition?patient={{context.patientId}}&clinical-status=active',
        user: '{{context.userId}}',
        practitioner: 'Practitioner/{{userPractitionerId}}',
        encounter: 'Encounter/{{context.encounterId}}',
      },
      { 'context.patientId': 'p 1', 'context.userId': 'Practitioner/dr', userPractitionerId: 'dr' },
      async (url) => {
        asked.push(url);
        return url.startsWith('Condition') ? null : { resourceType: 'Patient', id: url };
      },
    );
    expect(asked.sort()).toEqual([
      'Condition?patient=p%201&clinical-status=active',
      'Patient/p%201',
      'Practitioner/dr',
      'Practitioner/dr',
    ]);
    expect(Object.keys(filled).sort()).toEqual(['conditions', 'patient', 'practitioner', 'user']);
    expect(filled.conditions).toBeNull();
  });
});
