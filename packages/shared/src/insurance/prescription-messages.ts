/**
 * What the shop says about the prescription, from one place (issue 48 item 3): for a plan that
 * requires prior authorisation every text says the plan approves first and none promises the
 * insurance price; a patient whose provider's prescription is on file is never told to bring one.
 */

interface PrescriptionTextFacts {
  /** The payer's check answered that the plan approves medical equipment first. */
  requiresAuthorization: boolean;
  /** No prescription on file and no provider's order (see needsPrescription). */
  needsPrescription: boolean;
}

const MUST_APPROVE = 'Your plan must approve this equipment before it ships (prior authorization).';
const SENT_TO_PLAN = 'Your supplier sends it to your plan, which must approve your order before it ships.';

export const PRESCRIPTION_TEXTS = {
  banner: 'Upload your prescription to keep your insurance pricing',
  bannerPriorAuth: 'Your plan must approve this equipment: upload your prescription before checkout',
  checkoutPrompt:
    'To use your insurance, we need a copy of your prescription. Upload it now, or remove your insurance to pay the retail price.',
  checkoutPromptPriorAuth: `${MUST_APPROVE} To ask it, we need a copy of your prescription. Upload it now, or remove your insurance to pay the retail price.`,
  uploadIntro:
    'We could not find a prescription from your provider. Upload a photo or scan of your prescription to keep your insurance pricing.',
  uploadIntroPriorAuth: `We could not find a prescription from your provider. ${MUST_APPROVE} Upload a photo or scan of your prescription so your supplier can ask your plan.`,
  verified: 'We found the prescription your provider sent us. Your insurance pricing is kept.',
  verifiedPriorAuth: `We found the prescription your provider sent us. ${SENT_TO_PLAN}`,
  uploaded: 'Thank you! Your prescription is on file with your order.',
  uploadedPriorAuth: `Thank you! Your prescription is on file. ${SENT_TO_PLAN}`,
  insuranceNoteUpload: `${MUST_APPROVE} Upload your prescription before checkout: your supplier sends it to your plan.`,
  insuranceNoteOnFile: `${MUST_APPROVE} Your supplier asks your plan with the prescription your provider sent us.`,
} as const;

/** The texts of the banner, the checkout prompt, the prescription modal and the insurance result. */
export function prescriptionTexts({ requiresAuthorization, needsPrescription }: PrescriptionTextFacts) {
  const t = PRESCRIPTION_TEXTS;
  const pick = (plain: string, priorAuth: string) => (requiresAuthorization ? priorAuth : plain);
  return {
    banner: pick(t.banner, t.bannerPriorAuth),
    checkoutPrompt: pick(t.checkoutPrompt, t.checkoutPromptPriorAuth),
    uploadIntro: pick(t.uploadIntro, t.uploadIntroPriorAuth),
    verified: pick(t.verified, t.verifiedPriorAuth),
    uploaded: pick(t.uploaded, t.uploadedPriorAuth),
    /** The insurance result's note; null for a plan that approves nothing first. */
    insuranceNote: requiresAuthorization
      ? needsPrescription
        ? t.insuranceNoteUpload
        : t.insuranceNoteOnFile
      : null,
  };
}
