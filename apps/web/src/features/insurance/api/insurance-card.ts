import type { insuranceCardReplySchema } from '@dme/shared/insurance/api';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type InsuranceCardReply = z.infer<typeof insuranceCardReplySchema>;

/** Keeps the uploaded card and answers what the card reader found on it (possibly nothing). */
export const createInsuranceCard = (blobSignedId: string) =>
  apiRequest<InsuranceCardReply>('/api/attachments/create_insurance_card', {
    method: 'POST',
    body: { blobSignedId },
  });
