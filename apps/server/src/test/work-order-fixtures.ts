/** Valid work order bodies (snake_case, as the browser sends them) built on real catalogue codes. */
export const breastPumpOrder = (overrides: Record<string, unknown> = {}) => ({
  referral_code: 'BPM-TST',
  patient_name: 'Jane Doe',
  patient_dob: '1990-01-02',
  patient_email: 'jane.doe@example.com',
  patient_phone: '',
  provider_signature: 'Maya Okafor',
  provider_signature_date: '2026-11-20',
  provider_attestation: false,
  phone_assistance_required: false,
  hcpcs_codes: [
    {
      code: 'E0603',
      length_of_need: null,
      pressure_setting: null,
      po2_percent: null,
      arterial_saturation_percent: null,
      icd10_codes: ['Z39.1'],
    },
  ],
  ...overrides,
});

export const cpapOrder = (overrides: Record<string, unknown> = {}) => ({
  referral_code: 'CPT-TST',
  patient_name: 'Sam Sleeper',
  patient_dob: '1970-05-06',
  patient_email: '',
  patient_phone: '(213) 555-0101',
  provider_signature: 'Maya Okafor',
  provider_signature_date: '2026-11-20',
  provider_attestation: true,
  phone_assistance_required: true,
  best_time_to_call: 'Anytime',
  eligible_for_machine: true,
  hcpcs_codes: [
    {
      code: 'E0601',
      length_of_need: 99,
      pressure_setting: 10,
      po2_percent: null,
      arterial_saturation_percent: null,
      icd10_codes: ['G47.33', 'G47.10'],
    },
    { code: 'A7030', length_of_need: 99, pressure_setting: 10, icd10_codes: ['G47.33'] },
  ],
  ...overrides,
});
