import { describe, expect, it } from 'vitest';
import { PRESCRIPTION_TEXTS, prescriptionTexts } from './prescription-messages';

const all = (texts: ReturnType<typeof prescriptionTexts>) =>
  Object.values(texts).filter((text): text is string => text !== null);

describe('prescriptionTexts', () => {
  it('keeps the texts of a plan that approves nothing first, with no insurance note', () => {
    expect(prescriptionTexts({ requiresAuthorization: false, needsPrescription: true })).toEqual({
      banner: PRESCRIPTION_TEXTS.banner,
      checkoutPrompt: PRESCRIPTION_TEXTS.checkoutPrompt,
      uploadIntro: PRESCRIPTION_TEXTS.uploadIntro,
      verified: PRESCRIPTION_TEXTS.verified,
      uploaded: PRESCRIPTION_TEXTS.uploaded,
      insuranceNote: null,
    });
  });

  it.each([true, false])(
    'for a plan that requires prior authorisation (prescription needed %s), every text says it approves first and none promises the price',
    (needsPrescription) => {
      const texts = prescriptionTexts({ requiresAuthorization: true, needsPrescription });
      for (const text of all(texts)) {
        expect(text).toMatch(/approve/);
        expect(text).not.toMatch(/pricing is kept|keep your insurance pricing/);
      }
    },
  );

  it('asks for a copy only of a patient who has no prescription on file', () => {
    expect(prescriptionTexts({ requiresAuthorization: true, needsPrescription: true }).insuranceNote).toBe(
      PRESCRIPTION_TEXTS.insuranceNoteUpload,
    );
    const onFile = prescriptionTexts({ requiresAuthorization: true, needsPrescription: false });
    expect(onFile.insuranceNote).toBe(PRESCRIPTION_TEXTS.insuranceNoteOnFile);
    // What a referral patient sees together: the note and the modal's "Prescription Verified".
    for (const text of [onFile.insuranceNote, onFile.verified]) expect(text).not.toMatch(/upload|copy/i);
  });
});
