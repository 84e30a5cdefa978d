-- The product's FHIR read API (issue 49): an EHR's Backend Services client searches its own work
-- orders' DeviceRequests newest first, with or without a patient; the patient's search is served by
-- consultations_ehr_patient_idx (0030), the EHR's whole list by this one.
CREATE INDEX IF NOT EXISTS "consultations_ehr_created_idx" ON "consultations" USING btree ("ehr_issuer","created_at" DESC,"id" DESC) WHERE "ehr_issuer" IS NOT NULL;
