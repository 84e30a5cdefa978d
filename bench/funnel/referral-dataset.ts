import { REFERRAL_CODE_ALPHABET } from '@dme/shared/work-orders/referral-code';
import pg from 'pg';

const DEMO_CODES = { BRSPMP: 'B', CPAPAP: 'C', NSECAN: 'N' } as const;

/** The n-th funnel code of a vertical: its letter, then n in the referral-code alphabet (5 places). */
function funnelCode(letter: string, n: number) {
  let rest = '';
  for (
    let value = n, place = 0;
    place < 5;
    place += 1, value = Math.floor(value / REFERRAL_CODE_ALPHABET.length)
  )
    rest = REFERRAL_CODE_ALPHABET[value % REFERRAL_CODE_ALPHABET.length] + rest;
  return `${letter}${rest}`;
}

/**
 * `perVertical` work orders like each demo one (breast pump, CPAP, oxygen: same provider, items and
 * diagnoses), every third an inbound lead, so the crowd opens hundreds of distinct referral codes
 * rather than three. Idempotent; answers the codes.
 */
export async function ensureFunnelWorkOrders(databaseUrl: string, perVertical: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const codes: string[] = [];
  try {
    await client.query('begin');
    for (const [source, letter] of Object.entries(DEMO_CODES)) {
      for (let n = 1; n <= perVertical; n += 1) {
        const code = funnelCode(letter, n);
        codes.push(code);
        const created = await client.query<{ id: string }>(
          `insert into consultations (provider_id, product_vertical_id, referral_code, patient_name, patient_dob,
             patient_email, patient_primary_contact, search_words, provider_signature, provider_signature_date,
             provider_attestation, inbound_lead)
           select provider_id, product_vertical_id, $2, 'Funnel Patient ' || $3::int, patient_dob,
             'funnel.' || $3::int || '@bench.test', 'funnel.' || $3::int || '@bench.test',
             array['funnel', 'patient', $3::text], provider_signature, provider_signature_date,
             provider_attestation, $3::int % 3 = 0
           from consultations where referral_code = $1
           on conflict (referral_code) do nothing returning id`,
          [source, code, n],
        );
        const id = created.rows[0]?.id;
        if (!id) continue;
        const lines = await client.query<{ id: string; source_id: string }>(
          `insert into consultation_hcpcs_codes (consultation_id, hcpcs_code_id, position, length_of_need,
             pressure_setting, po2_percent, arterial_saturation_percent)
           select $2, l.hcpcs_code_id, l.position, l.length_of_need, l.pressure_setting, l.po2_percent,
             l.arterial_saturation_percent
           from consultation_hcpcs_codes l join consultations c on c.id = l.consultation_id
           where c.referral_code = $1 order by l.position
           returning id, (select s.id from consultation_hcpcs_codes s join consultations c on c.id = s.consultation_id
                          where c.referral_code = $1 and s.position = consultation_hcpcs_codes.position) as source_id`,
          [source, id],
        );
        for (const line of lines.rows)
          await client.query(
            `insert into consultation_hcpcs_code_icd10s (consultation_hcpcs_code_id, icd10_code, position)
             select $1, icd10_code, position from consultation_hcpcs_code_icd10s where consultation_hcpcs_code_id = $2`,
            [line.id, line.source_id],
          );
      }
    }
    await client.query('commit');
    return codes;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}
