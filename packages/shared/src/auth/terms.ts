import { z } from 'zod';

export const termsAgreementReplySchema = z.object({
  showTermsPrompt: z.boolean(),
  termsAccepted: z.boolean(),
});
export const termsAgreementBodySchema = z.object({ termsAccepted: z.literal(true) });
