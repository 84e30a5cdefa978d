import { isoDateOf } from '@dme/shared/coverage/dates';
import type { CoverageVerdict, LineCoverageVerdict } from '@dme/shared/coverage/index';
import type { WorkOrderPrefill } from '@dme/shared/ehr/prefill';
import type { DeviceRequest, Reference } from '@medplum/fhirtypes';
import { codingOf } from '../fhir/code-systems';
import {
  COVERAGE_INFORMATION_URL,
  coverageInformationExtension,
  verdictReasonText,
} from '../fhir/coverage-information';
import type { Action, Card, HookResponse } from './cds-hooks.schemas';

/** Where each policy the rules apply is published, for a card's source link (§Source). */
const POLICY_SOURCES: Record<string, string> = {
  'LCD L33718': 'https://www.cms.gov/medicare-coverage-database/view/lcd.aspx?lcdid=33718',
  'LCD L33797': 'https://www.cms.gov/medicare-coverage-database/view/lcd.aspx?lcdid=33797',
  'ACA §2713': 'https://www.healthcare.gov/coverage/breast-feeding-benefits/',
  '42 CFR 410.38(d)':
    'https://www.ecfr.gov/current/title-42/chapter-IV/subchapter-B/part-410/subpart-B/section-410.38',
};

/**
 * Da Vinci CRD's card type for coverage information (CRD STU 2 cards.html: Card.source.topic from
 * http://terminology.hl7.org/CodeSystem/cdshooks-card-type).
 */
const COVERAGE_INFO_TOPIC = {
  system: 'http://terminology.hl7.org/CodeSystem/cdshooks-card-type',
  code: 'coverage-info',
  display: 'Coverage Information',
};

/**
 * CRD STU 2 (cards.html): the indicator speaks for the clinical decision maker, not the payer —
 * `critical` is for life-or-death outcomes only, a coverage that will not pay is a `warning`, and
 * most coverage requirements (a document still to add) are `info`.
 */
const INDICATORS: Record<LineCoverageVerdict['status'], Card['indicator']> = {
  meets: 'info',
  incomplete: 'info',
  does_not_meet: 'warning',
};

/** §Card Attributes: "one-sentence, <140-character summary"; a longer text is cut at a word. */
export const SUMMARY_MAX_LENGTH = 139;
export function summaryOf(text: string): string {
  if (text.length <= SUMMARY_MAX_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_MAX_LENGTH - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), SUMMARY_MAX_LENGTH / 2));
  return `${atWord.replace(/[\s;:,]+$/, '')}…`;
}

/** Card details are GitHub Flavored Markdown (§Card Attributes): the rules' texts are shown as text. */
const asMarkdownText = (text: string) => text.replace(/[\\`*_[\]<>|#]/g, (character) => `\\${character}`);

const detailOf = (findings: readonly { message: string }[], ruleVersion: string) =>
  [
    ...findings.map((finding) => `- ${asMarkdownText(finding.message)}`),
    ...(findings.length ? [''] : []),
    `Checked under coverage rules ${ruleVersion}.`,
  ].join('\n');

const sourceOf = (policy: string, policyName?: string): Card['source'] => {
  const url = POLICY_SOURCES[policy];
  return {
    label: `Carelane · ${policyName ? `${policy} (${policyName})` : policy}`,
    ...(url ? { url } : {}),
    topic: COVERAGE_INFO_TOPIC,
  };
};

/** A draft order the call asks about, with the HCPCS code it orders. */
export interface JudgedOrder {
  order: DeviceRequest;
  hcpcsCode: string;
}

/** The judged draft orders that carry a HCPCS code, in their order in the call. */
export function judgedOrdersOf(orders: readonly DeviceRequest[]): JudgedOrder[] {
  return orders.flatMap((order) => {
    const coding = codingOf(order.codeCodeableConcept, 'hcpcs');
    return coding ? [{ order, hcpcsCode: coding.code.toUpperCase() }] : [];
  });
}

export interface CoverageAnswerInput {
  verdict: CoverageVerdict;
  prefill: WorkOrderPrefill;
  orders: readonly JudgedOrder[];
  hookInstance: string;
  /** Where the product's SMART launch starts (`${PUBLIC_URL}/smart/launch`). */
  launchUrl: string;
  now: Date;
}

/**
 * The `smart` link every card carries (§Link): the EHR launches the product with its SMART launch
 * parameters and hands `appContext` back in the token response, naming the draft orders (their
 * references and HCPCS codes) the new work order is pre-filled from.
 */
function workOrderLink(
  orders: readonly JudgedOrder[],
  launchUrl: string,
): NonNullable<Card['links']>[number] {
  const draftOrders = orders
    .filter(({ order }) => order.id)
    .map(({ order, hcpcsCode }) => ({ reference: `DeviceRequest/${order.id}`, hcpcsCode }));
  return {
    label: 'Open the pre-filled work order in Carelane',
    url: launchUrl,
    type: 'smart',
    appContext: JSON.stringify({ draftOrders }),
  };
}

/** The Coverage the verdict is about: the EHR's, as the pre-fill read it, else none on file. */
const coverageReferenceOf = (prefill: WorkOrderPrefill): Reference =>
  prefill.insurance?.source.resourceType === 'Coverage' && prefill.insurance.source.id
    ? { reference: `Coverage/${prefill.insurance.source.id}` }
    : { display: 'No coverage on file' };

/**
 * §System Action: each draft order, whole, with the verdict on its code as CRD coverage-information
 * (a previous one of ours replaced). Whether prior authorization is needed is the plan's to say,
 * which an EHR's chart does not tell: "conditional".
 */
function coverageInformationAction(
  { order }: JudgedOrder,
  line: LineCoverageVerdict,
  input: CoverageAnswerInput,
): Action {
  const extension = coverageInformationExtension(line, {
    coverage: coverageReferenceOf(input.prefill),
    assertionId: `${input.hookInstance}:${line.hcpcsCode}:${input.verdict.ruleVersion}`,
    date: isoDateOf(input.now),
    paNeeded: 'conditional',
  });
  return {
    type: 'update',
    description: `Record the coverage information on the ${line.hcpcsCode} order: ${verdictReasonText(line)}`,
    resource: {
      ...order,
      extension: [
        ...(order.extension ?? []).filter((other) => other.url !== COVERAGE_INFORMATION_URL),
        extension,
      ],
    } as Action['resource'],
  };
}

/**
 * The answer to an order hook from the product's coverage verdict (§CDS Service Response): one
 * card per HCPCS code a policy governs among the orders asked about, in the rules' own words
 * ("Meets LCD L33718 (PAP for OSA)", "Will not qualify: …", "Missing: …"), a card for what the
 * written order itself lacks, and a system action recording the verdict on each draft order.
 * Codes no policy governs (accessories) get neither. Pure.
 */
export function coverageAnswerOf(input: CoverageAnswerInput): HookResponse {
  const { verdict, orders } = input;
  const link = workOrderLink(orders, input.launchUrl);
  const withLink = (card: Omit<Card, 'links'>): Card => ({ ...card, links: [link] });
  const judged = orders.flatMap((judgedOrder) => {
    const line = verdict.lines.find((candidate) => candidate.hcpcsCode === judgedOrder.hcpcsCode);
    return line ? [{ judgedOrder, line }] : [];
  });

  const lineCards = [...new Map(judged.map(({ line }) => [line.hcpcsCode, line])).values()].map((line) =>
    withLink({
      summary: summaryOf(`${line.hcpcsCode}: ${verdictReasonText(line)}`),
      detail: detailOf(line.findings, verdict.ruleVersion),
      indicator: INDICATORS[line.status],
      source: sourceOf(line.policy, line.policyName),
    }),
  );
  const orderCards =
    judged.length > 0 && verdict.findings.length > 0
      ? [
          withLink({
            summary: summaryOf(
              `Written order: ${verdict.findings.map((finding) => finding.message).join('; ')}`,
            ),
            detail: detailOf(verdict.findings, verdict.ruleVersion),
            indicator: verdict.findings.some((finding) => !finding.message.startsWith('Missing: '))
              ? 'warning'
              : 'info',
            source: sourceOf('42 CFR 410.38(d)', 'standard written order'),
          }),
        ]
      : [];
  const systemActions = judged
    .filter(({ judgedOrder }) => judgedOrder.order.id)
    .map(({ judgedOrder, line }) => coverageInformationAction(judgedOrder, line, input));
  return { cards: [...lineCards, ...orderCards], ...(systemActions.length ? { systemActions } : {}) };
}
