import { z } from 'zod';
import { emailField, requiredText } from '../validation/fields';

/** The help widget's support request (the spec's "chat widget"), opened blank or prefilled. */
export const supportRequestSchema = z.object({
  name: requiredText('Name', 200),
  email: emailField,
  subject: requiredText('Subject', 200),
  description: requiredText('Description', 5000),
});
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

export const supportRequestReplySchema = z.object({ message: z.string() });
