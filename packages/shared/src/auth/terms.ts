import { z } from 'zod';

export const termsAgreementReplySchema = z.object({
  showTermsPrompt: z.boolean(),
  termsAccepted: z.boolean(),
});
export const termsAgreementBodySchema = z.object({ termsAccepted: z.literal(true) });

/** The prompt cookie lasts one day (spec §9). */
export const TERMS_PROMPT_COOKIE = 'show_terms_prompt';
export const TERMS_PROMPT_COOKIE_DAYS = 1;
