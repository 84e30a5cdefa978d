-- Issue 14 §3: whether the payer's 271 confirmed DME benefits (an answer for service type 12, 18
-- or DM) or only the plan's general coverage (service type 30). Prices made on general benefits
-- are estimates, and the product says so. Checks stored before this change were read by a mapping
-- that took 30 for DME, so none of them is known to be confirmed: the default is false.
ALTER TABLE "insurance_statuses" ADD COLUMN "dme_benefits_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 14 §2: the payer's decision deadline (CMS-0057-F) runs from when the request reached the
-- payer and depends on whether it was expedited and on the payer's type, so all three are recorded
-- when the prior auth is first submitted and never moved by a later status change.
ALTER TABLE "consultations" ADD COLUMN "prior_auth_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "prior_auth_expedited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The carrier_type of the insurance the order was placed with, copied at submission: a payer
-- recategorised later does not change the deadline of a request already made.
ALTER TABLE "consultations" ADD COLUMN "prior_auth_payer_type" text;
