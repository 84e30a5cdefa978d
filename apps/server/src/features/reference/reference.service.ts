import type { hcpcsCodesQuerySchema } from '@dme/shared/reference/hcpcs';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { findHcpcsCodes } from './hcpcs.repo';
import { findProviderTypes } from './reference.repo';

/** GET /api/provider_types. */
export const listProviderTypes = (db: Database) => findProviderTypes(db);

/** GET /api/hcpcs_codes: ICD-10 codes only when asked for (they multiply the reply). */
export const listHcpcsCodes = (db: Database, query: z.infer<typeof hcpcsCodesQuerySchema>) =>
  findHcpcsCodes(db, {
    includeIcd10s: query.includeIcd10s === 'true',
    ...(query.productVerticalUuid ? { verticalId: query.productVerticalUuid } : {}),
  });
