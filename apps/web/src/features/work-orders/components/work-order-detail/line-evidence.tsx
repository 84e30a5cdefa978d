import {
  OXYGEN_TEST_CONDITION_LABELS,
  PAP_SYMPTOM_LABELS,
  SLEEP_TEST_TYPE_LABELS,
  type StoredLineEvidence,
} from '@dme/shared/coverage/evidence';
import { oxygenGroupOf } from '@dme/shared/coverage/home-oxygen';
import type { WorkOrderDetail } from '@dme/shared/work-orders/api';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { LabelledValue } from '../../../../components/ui/labelled-value';
import { formatDate } from '../../../../lib/format';

type Line = WorkOrderDetail['consultationHcpcsCodes'][number];
interface EvidenceRow {
  label: string;
  value: string;
  /** Free text a clinician typed: it may hold a word too long for a phone's width. */
  isFreeText?: boolean;
}

const NOT_RECORDED = 'Not recorded';
const dateOrNot = (value: string | null) => (value ? formatDate(value) : NOT_RECORDED);
const numberOrNot = (value: number | null, unit = '') =>
  value === null ? NOT_RECORDED : `${value.toLocaleString('en-US')}${unit}`;

type Pap = Extract<StoredLineEvidence, { kind: 'pap' }>;
type Oxygen = Extract<StoredLineEvidence, { kind: 'oxygen' }>;
type BreastPump = Extract<StoredLineEvidence, { kind: 'breastPump' }>;

const papRows = (e: Pap): EvidenceRow[] => [
  { label: 'Face-to-face evaluation', value: dateOrNot(e.faceToFaceDate) },
  { label: 'Sleep test date', value: dateOrNot(e.sleepTestDate) },
  {
    label: 'Sleep test type',
    value: e.sleepTestType ? SLEEP_TEST_TYPE_LABELS[e.sleepTestType] : NOT_RECORDED,
  },
  { label: 'AHI or RDI', value: numberOrNot(e.ahiOrRdi, ' events per hour') },
  { label: 'Events recorded', value: numberOrNot(e.eventCount) },
  {
    label: 'Documented conditions',
    value: e.symptoms.length ? e.symptoms.map((symptom) => PAP_SYMPTOM_LABELS[symptom]).join(', ') : 'None',
  },
  ...(typeof e.cpapTriedAndFailed === 'boolean'
    ? [{ label: 'CPAP tried and found ineffective', value: e.cpapTriedAndFailed ? 'Yes' : 'No' }]
    : []),
];

const groupIIFindingsOf = (e: Oxygen) =>
  [
    e.dependentEdema && 'Dependent edema suggesting congestive heart failure',
    e.corPulmonaleOrPulmonaryHypertension && 'Pulmonary hypertension or cor pulmonale',
    e.hematocritPercent !== null && `Hematocrit ${e.hematocritPercent} %`,
  ].filter((finding): finding is string => Boolean(finding));

/** The Group II findings show where they count (PaO2 56–59 mm Hg or 89 %) or were recorded at all. */
const oxygenRows = (e: Oxygen, line: Line): EvidenceRow[] => {
  const findings = groupIIFindingsOf(e);
  const isGroupII = oxygenGroupOf(line) === 'II';
  return [
    { label: 'Oxygen test date', value: dateOrNot(e.testDate) },
    {
      label: 'Test condition',
      value: e.testCondition ? OXYGEN_TEST_CONDITION_LABELS[e.testCondition] : NOT_RECORDED,
    },
    {
      label: 'Tested',
      value: e.testedAsInpatient
        ? `During a hospital stay, discharged ${dateOrNot(e.dischargeDate)}`
        : 'As an outpatient',
    },
    ...(isGroupII || findings.length > 0
      ? [{ label: 'Group II findings', value: findings.length ? findings.join('; ') : 'None' }]
      : []),
  ];
};

const breastPumpRows = (e: BreastPump): EvidenceRow[] => [
  { label: 'Due date', value: dateOrNot(e.dueDate) },
  {
    label: "Plan's order window",
    value:
      e.planWindowDaysBeforeDue === null || e.planWindowDaysAfterDue === null
        ? NOT_RECORDED
        : `${e.planWindowDaysBeforeDue} days before to ${e.planWindowDaysAfterDue} days after the due date`,
  },
  ...(e.medicalNeed ? [{ label: 'Medical need', value: e.medicalNeed, isFreeText: true }] : []),
];

/** The evidence of one line in words, with its units; the PO2 and saturation are the line's own fields. */
export function evidenceRowsOf(line: Line): EvidenceRow[] {
  const { evidence } = line;
  if (!evidence) return [];
  if (evidence.kind === 'pap') return papRows(evidence);
  if (evidence.kind === 'oxygen') return oxygenRows(evidence, line);
  return breastPumpRows(evidence);
}

/**
 * What the coverage verdict of a line was decided on, as the order was written (issue 48 item 11):
 * one column on a phone, two from the `xs` breakpoint.
 */
export function LineEvidence({ line }: { line: Line }) {
  const rows = evidenceRowsOf(line);
  if (rows.length === 0) return null;
  return (
    <Stack gap={4} mt={4} component="section" aria-label={`Coverage evidence for ${line.hcpcsCode.code}`}>
      <Text size="sm" fw={600}>
        Coverage evidence
      </Text>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="xs" m={0}>
        {rows.map(({ label, value, isFreeText }) => (
          <LabelledValue key={label} label={label}>
            <span style={isFreeText ? { overflowWrap: 'anywhere' } : undefined}>{value}</span>
          </LabelledValue>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
