import pg from 'pg';

export const BENCH_PROVIDER_EMAIL = 'bench.provider.1@bench.test';
const PROVIDERS = 5;
const TOTAL = 100_000;
const FOR_FIRST_PROVIDER = 20_000;

const FIRST_NAMES = [
  'james',
  'mary',
  'john',
  'patricia',
  'robert',
  'jennifer',
  'michael',
  'linda',
  'william',
  'elizabeth',
  'david',
  'barbara',
  'richard',
  'susan',
  'joseph',
  'jessica',
  'thomas',
  'sarah',
  'carlos',
  'maria',
  'ana',
  'wei',
  'fatima',
  'olga',
  'kenji',
  'aisha',
  'diego',
  'priya',
  'noah',
  'emma',
];
const LAST_NAMES = [
  'smith',
  'johnson',
  'williams',
  'brown',
  'jones',
  'garcia',
  'miller',
  'davis',
  'rodriguez',
  'martinez',
  'hernandez',
  'lopez',
  'gonzalez',
  'wilson',
  'anderson',
  'thomas',
  'taylor',
  'moore',
  'jackson',
  'martin',
  'lee',
  'perez',
  'thompson',
  'white',
  'harris',
  'sanchez',
  'clark',
  'ramirez',
  'lewis',
  'robinson',
  'walker',
  'young',
  'allen',
  'king',
  'wright',
  'scott',
  'torres',
  'nguyen',
  'hill',
  'flores',
];

/**
 * 100,000 work orders over five providers, 20,000 of them for the first (DESIGN §9), written with
 * set-based SQL in a few seconds; skipped when already there.
 */
export async function ensureWorkOrderDataset(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const existing = await client.query(
      `select count(*)::int as n from consultations c join providers p on p.id = c.provider_id
       join users u on u.id = p.user_id where u.email = $1`,
      [BENCH_PROVIDER_EMAIL],
    );
    if (existing.rows[0].n >= FOR_FIRST_PROVIDER) return;
    await client.query('begin');
    await client.query(
      `insert into users (email, password_hash, role, is_test_account)
       select 'bench.provider.' || i || '@bench.test', 'not-a-password-hash', 'provider', true
       from generate_series(1, $1::int) i on conflict (email) do nothing`,
      [PROVIDERS],
    );
    await client.query(
      `insert into providers (user_id, first_name, last_name, npi, phone_number, provider_type_id, pecos,
                              street_line_1, city, state, zipcode)
       select u.id, 'Bench', 'Provider ' || row_number() over (order by u.email), '9' || lpad((row_number() over (order by u.email))::text, 9, '0'),
              '(213) 555-0100', (select min(id) from provider_types), true, '1 Bench St', 'Los Angeles', 'CA', '90017'
       from users u where u.email like 'bench.provider.%@bench.test' on conflict do nothing`,
    );
    await client.query(
      `with bench_providers as (
         select p.id, row_number() over (order by u.email) as n from providers p join users u on u.id = p.user_id
         where u.email like 'bench.provider.%@bench.test'),
       rows as (
         select i, ($2::text[])[1 + (i * 7) % array_length($2::text[], 1)] as first_name,
                   ($3::text[])[1 + (i * 13) % array_length($3::text[], 1)] as last_name,
                   case when i <= $4 then 1 else 2 + (i % ($5 - 1)) end as provider_n
         from generate_series(1, $1::int) i)
       insert into consultations (provider_id, product_vertical_id, referral_code, patient_name, patient_dob,
         patient_email, patient_primary_contact, search_words, provider_signature, provider_signature_date, created_at)
       select bp.id, (select id from product_verticals order by position limit 1), 'Z' || upper(lpad(to_hex(i), 5, '0')),
              initcap(first_name) || ' ' || initcap(last_name), date '1940-01-01' + (i * 37) % 25000,
              first_name || '.' || last_name || i || '@example.com', first_name || '.' || last_name || i || '@example.com',
              array[first_name, last_name, first_name || '.' || last_name || i || '@example.com'],
              'Bench Provider', current_date, now() - (i || ' minutes')::interval
       from rows join bench_providers bp on bp.n = rows.provider_n
       on conflict (referral_code) do nothing`,
      [TOTAL, FIRST_NAMES, LAST_NAMES, FOR_FIRST_PROVIDER, PROVIDERS],
    );
    await client.query(
      `insert into consultation_hcpcs_codes (consultation_id, hcpcs_code_id, position)
       select c.id, (select id from hcpcs_codes where code = 'E0603'), 0 from consultations c
       where c.referral_code like 'Z%' and not exists (select 1 from consultation_hcpcs_codes l where l.consultation_id = c.id)`,
    );
    await client.query('commit');
    await client.query('vacuum analyze consultations');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}

/** Dashboard look-ups a provider makes: first page, sorts, name prefixes, date of birth. */
export const WORK_ORDER_QUERIES = [
  '',
  'sort=patient&direction=asc',
  'sort=status&direction=desc',
  'query=jo',
  'query=maria%20lo',
  'query=smi%20ja',
  'query=3%2F15%2F1970',
  'query=ana%205%2F9%2F1985',
  'query=zzz',
  'page=40',
];
