/** The labels a patient saw on the form, for the fields of a request as they are stored. */
const LABELS: Record<string, string> = {
  description: 'Description',
  bestTimeToCall: 'Best time to call',
  physicianName: 'Physician',
  product: 'Product',
  fullName: 'Full name',
  memberId: 'Member ID',
  medicalGroup: 'Medical group',
  birthDate: 'Date of birth',
};

/** Stored fields as labelled lines, in the form's order; a field the form no longer has keeps its key. */
export function labelledDetails(fields: Record<string, unknown> | null) {
  const order = Object.keys(LABELS);
  return Object.entries(fields ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([key, value]) => ({ label: LABELS[key] ?? key, value }));
}
