import { describe, expect, it } from 'vitest';
import { type ConsultationReader, hasProvenContact } from './patient-consultation';

const WORK_ORDER = { id: 'work-order', patientId: 'patient' };
const browser = (contactProvenConsultationId: string | null) => ({ contactProvenConsultationId });
const account = (role: 'patient' | 'provider' | 'supplier' | 'admin', profileId: string | null) => ({
  role,
  kind: 'session' as const,
  profileId,
});

describe('hasProvenContact', () => {
  it.each<[string, ConsultationReader, boolean]>([
    ['a browser holding the code only', { session: browser(null), auth: null }, false],
    ['a browser that proved this work order', { session: browser('work-order'), auth: null }, true],
    ['a browser that proved another work order', { session: browser('other'), auth: null }, false],
    ['the patient account owning it', { session: browser(null), auth: account('patient', 'patient') }, true],
    ['another patient account', { session: browser(null), auth: account('patient', 'other') }, false],
    [
      'a provider whose profile id matches',
      { session: browser(null), auth: account('provider', 'patient') },
      false,
    ],
    ['a supplier', { session: browser(null), auth: account('supplier', 'patient') }, false],
    ['an admin', { session: browser(null), auth: account('admin', null) }, false],
    [
      "the owner's password-reset credentials",
      { session: browser(null), auth: { role: 'patient', kind: 'password_reset', profileId: 'patient' } },
      false,
    ],
  ])('%s: %s', (_case, reader, proven) => {
    expect(hasProvenContact(reader, WORK_ORDER)).toBe(proven);
  });

  it('never matches a work order without a patient to an account without one', () => {
    const reader = { session: browser(null), auth: account('patient', null) };
    expect(hasProvenContact(reader, { id: 'lead', patientId: null })).toBe(false);
  });
});
