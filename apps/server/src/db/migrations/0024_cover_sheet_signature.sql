-- What a returned fax's cover sheet signature said (issue 45): verified (it filed itself), unsigned
-- (printed before signed sheets, or drawn from a known code) or invalid (forged or altered). The
-- inbox marks the last two; null when no complete cover sheet of a known work order was read.
ALTER TABLE "inbound_faxes" ADD COLUMN "cover_sheet_signature" text
	CHECK ("cover_sheet_signature" IN ('verified', 'unsigned', 'invalid'));
