import { parseArgs } from 'node:util';
import { US_STATE_CODES } from '@dme/shared/validation/us-states';
import { createBlobStorage } from '../adapters/storage/index';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { createProviderRegistration, createSupplierAccount } from '../features/auth/admin.service';
import { createOneTimeSignInLink } from '../features/auth/one-time-link.service';
import { createAdminAccount } from '../features/operations/admins.service';
import { setPriorAuthStatus } from '../features/work-orders/prior-auth.service';

const USAGE = `Usage: npm run admin -- <command> [options]

  create-admin --email E --password P      an operations-console account (signs in at /ops/signin)
  create-supplier --email E --password P --name N --states CA,NV [--phone "(213) 555-0100"]
  create-signup-code [--code C] [--first-name F] [--last-name L] [--email E] [--npi N] [--phone P] [--state S]
  sign-in-link --email E      one-time sign-in link (15 minutes), e.g. for an EHR provider
  set-prior-auth --code REFERRAL-CODE --status Approved [--payer-response file.pdf]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    states: { type: 'string' },
    phone: { type: 'string' },
    code: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    npi: { type: 'string' },
    state: { type: 'string' },
    status: { type: 'string' },
    'payer-response': { type: 'string' },
  },
});

function required(name: keyof typeof values) {
  const value = values[name];
  if (!value) throw new Error(`--${name} is required\n\n${USAGE}`);
  return value;
}

const config = loadConfig();
// On the embedded database this refuses while the server (or another command) holds it: PGlite is
// single-process, and writing beside the server loses the change or damages the directory.
// PostgreSQL (DATABASE_URL) takes no lock: there, commands run safely beside any number of servers.
const database = await Promise.resolve(
  connectDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    holder: 'admin command',
  }),
).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
try {
  await prepareDatabase(database, config);
  const { db } = database;
  switch (positionals[0]) {
    case 'create-admin':
      await db.transaction((tx) =>
        createAdminAccount(tx, { email: required('email'), password: required('password') }),
      );
      console.log(`Admin ${values.email} created; they sign in at ${config.PUBLIC_URL}/ops/signin`);
      break;
    case 'create-supplier': {
      const serviceStates = required('states')
        .split(',')
        .map((state) => state.trim().toUpperCase());
      const unknown = serviceStates.filter((state) => !(US_STATE_CODES as readonly string[]).includes(state));
      if (unknown.length) throw new Error(`Unknown states: ${unknown.join(', ')}`);
      await db.transaction((tx) =>
        createSupplierAccount(tx, {
          email: required('email'),
          password: required('password'),
          name: required('name'),
          serviceStates,
          ...(values.phone ? { phoneNumber: values.phone } : {}),
        }),
      );
      console.log(`Supplier ${values.email} created; they sign in at ${config.PUBLIC_URL}/suppliers/signin`);
      break;
    }
    case 'create-signup-code': {
      const code = await createProviderRegistration(
        db,
        {
          firstName: values['first-name'] ?? null,
          lastName: values['last-name'] ?? null,
          email: values.email ?? null,
          npi: values.npi ?? null,
          phoneNumber: values.phone ?? null,
          state: values.state ?? null,
        },
        values.code,
      );
      console.log(`Signup link: ${config.PUBLIC_URL}/providers/signup/${code}`);
      break;
    }
    case 'sign-in-link':
      console.log(await createOneTimeSignInLink(db, config.PUBLIC_URL, required('email')));
      break;
    case 'set-prior-auth':
      await setPriorAuthStatus(
        { db, storage: createBlobStorage(config).storage },
        {
          referralCode: required('code'),
          status: required('status'),
          payerResponsePath: values['payer-response'],
        },
      );
      console.log(`Prior authorisation of ${values.code} set to ${values.status}`);
      break;
    default:
      console.log(USAGE);
      process.exitCode = positionals[0] ? 1 : 0;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
