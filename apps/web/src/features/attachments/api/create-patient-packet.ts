import type { Attachment, createPatientPacketBodySchema } from '@dme/shared/attachments/api';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const createPatientPacket = (body: z.infer<typeof createPatientPacketBodySchema>) =>
  apiRequest<{ data: Attachment[] }>('/api/attachments/create_patient_packet', { method: 'POST', body });
