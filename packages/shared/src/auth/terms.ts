import { z } from 'zod';

export const termsAgreementReplySchema = z.object({
  showTermsPrompt: z.boolean(),
  termsAccepted: z.boolean(),
});
export type TermsAgreementReply = z.infer<typeof termsAgreementReplySchema>;
export const termsAgreementBodySchema = z.object({ termsAccepted: z.literal(true) });
