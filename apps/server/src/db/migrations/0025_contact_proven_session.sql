-- The referral code alone no longer shows the patient's e-mail and phone (issue 45 item 3): a
-- session sees them unmasked only for the work order whose e-mailed code it typed back.
ALTER TABLE "patient_sessions" ADD COLUMN "contact_proven_consultation_id" uuid REFERENCES "consultations"("id") ON DELETE SET NULL;
