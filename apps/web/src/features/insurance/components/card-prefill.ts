import type { EligibilityCheckBody, InsuranceCarrier } from '@dme/shared/insurance/api';
import type { InsuranceCardReply } from '../api/insurance-card';

export const CARD_READ_NOTICE = 'We filled in what we could read from your card. Please check your details.';
export const CARD_UNREAD_NOTICE = "We couldn't read your card. Please enter your details below.";

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The details form prefilled with whatever the card reader found; the carrier is matched by name. */
export function detailsFromCard(
  { fields }: InsuranceCardReply,
  carriers: InsuranceCarrier[],
): { values: EligibilityCheckBody; notice: string } {
  const carrierName = fields.carrierName?.trim().toLowerCase();
  const carrier = carrierName
    ? carriers.find((candidate) => candidate.name.toLowerCase() === carrierName)
    : undefined;
  const values: EligibilityCheckBody = {
    carrier: carrier?.hasSuppliers ? carrier.uuid : '',
    memberId: fields.memberId ?? '',
    firstName: fields.firstName ?? '',
    lastName: fields.lastName ?? '',
    patientBirthDate: fields.birthDate && isIsoDate(fields.birthDate) ? fields.birthDate : '',
  };
  const foundAnything = Object.values(values).some(Boolean);
  return { values, notice: foundAnything ? CARD_READ_NOTICE : CARD_UNREAD_NOTICE };
}
