-- The supplier's e-mailed tracking link records one shipment (issue 45 item 2): its token is signed
-- over the fulfillment and this generation, and recording through it moves the generation on in the
-- same transaction, so a used or replayed link no longer verifies for recording.
ALTER TABLE "fulfillments" ADD COLUMN "tracking_link_generation" integer DEFAULT 0 NOT NULL;
