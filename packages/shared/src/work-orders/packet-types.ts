import { VERTICAL_NAMES } from './constants';

export const PACKET_TYPES = [
  'prescription',
  'sleep_study',
  'encounter_for_order',
  'blood_gas_study_(bgs)',
  'exercise_test',
  'fax_bundle',
] as const;
export type PacketType = (typeof PACKET_TYPES)[number];

export const PACKET_TYPE_NAMES: Record<PacketType, string> = {
  prescription: 'Prescription',
  sleep_study: 'Sleep Study',
  encounter_for_order: 'Face-to-Face Encounter',
  'blood_gas_study_(bgs)': 'Blood Gas Study (BGS)',
  exercise_test: 'Exercise Test',
  fax_bundle: 'Fax Bundle',
};

/**
 * The documents a payer needs, by what was ordered (decision recorded in docs/decisions/0013-packet-types-by-vertical.md):
 * every order needs the signed prescription; PAP devices also the sleep study and the
 * face-to-face encounter (CMS LCD L33718); oxygen the qualifying blood gas study and the
 * encounter (LCD L33797), with an exercise test when the patient qualifies during exercise.
 * A fax bundle can always be uploaded in place of separate documents.
 */
export function packetTypesFor(order: {
  verticalName: string | null;
  hasCpapCode: boolean;
  hasOxygenCode: boolean;
}) {
  const required: PacketType[] = ['prescription'];
  const optional: PacketType[] = ['fax_bundle'];
  if (order.verticalName === VERTICAL_NAMES.respiratoryCare) {
    if (order.hasCpapCode) required.push('sleep_study', 'encounter_for_order');
    if (order.hasOxygenCode) {
      required.push('blood_gas_study_(bgs)');
      if (!required.includes('encounter_for_order')) required.push('encounter_for_order');
      optional.unshift('exercise_test');
    }
  }
  return { required, optional };
}

export const NO_DOCUMENTS_REQUIRED_MESSAGE =
  'No documents required. The patient has purchased equipment without insurance.';
