import { isoDateOf } from '@dme/shared/coverage/dates';
import { evaluateWorkOrderCoverage } from '@dme/shared/coverage/index';
import type { DeviceRequest } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { coverageOrderFromFhir } from '../fhir/coverage-from-fhir';
import { COVERAGE_INFORMATION_URL } from '../fhir/coverage-information';
import { prefillFromFhir } from '../fhir/prefill-from-fhir';
import { r4ErrorsOf } from '../fhir/r4-validation.test-support';
import { cardSchema, type HookRequest, hookResponseSchema } from './cds-hooks.schemas';
import { coverageAnswerOf, judgedOrdersOf, SUMMARY_MAX_LENGTH, summaryOf } from './coverage-cards';
import { chartPrefetch, draftDeviceRequest, RESULTS } from './hook-requests.test-support';
import { hookRecordsOf, prefetchedResourcesOf } from './prefetch';

const NOW = new Date();
const context = (orders: DeviceRequest[]): HookRequest['context'] => ({
  userId: 'Practitioner/prac-1',
  patientId: 'pat-1',
  draftOrders: { resourceType: 'Bundle', entry: orders.map((resource) => ({ resource: { ...resource } })) },
});

/** The whole pipeline up to the answer, as the service runs it, for a chart and some orders. */
function answerFor(orders: DeviceRequest[], prefetch: Record<string, unknown>) {
  const brought = Object.fromEntries(
    Object.entries(prefetch).map(([key, value]) => [key, prefetchedResourcesOf(key, value)?.resources ?? []]),
  );
  const records = hookRecordsOf(context(orders), brought);
  const prefill = prefillFromFhir(records, { name: 'EHR', iss: 'https://ehr.example.org/fhir' }, NOW);
  const verdict = evaluateWorkOrderCoverage(
    coverageOrderFromFhir(prefill, {
      providerSignature: 'Signed in the EHR',
      providerSignatureDate: isoDateOf(NOW),
    }),
    NOW,
  );
  return coverageAnswerOf({
    verdict,
    prefill,
    orders: judgedOrdersOf(records.draftOrders),
    hookInstance: 'd1577c69-dfbe-44ad-ba6d-3e05e953b2ea',
    launchUrl: 'https://carelane.example/smart/launch',
    now: NOW,
  });
}

describe('a card’s summary (§Card Attributes: one sentence, fewer than 140 characters)', () => {
  it('keeps a short text whole and cuts a long one at a word, marked', () => {
    expect(summaryOf('E1390: Meets LCD L33797 (Home oxygen)')).toBe('E1390: Meets LCD L33797 (Home oxygen)');
    const long = `E0601: Will not qualify: ${'excessive daytime sleepiness, '.repeat(8)}`;
    const cut = summaryOf(long);
    expect(cut.length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH);
    expect(cut).toMatch(/^E0601: Will not qualify: excessive daytime sleepiness, .*[a-z]…$/);
  });
});

describe('the answer to an order hook', () => {
  it('carries one card per governed code and an R4-valid DeviceRequest update with the CRD extension', () => {
    const orders = [
      draftDeviceRequest('dr-oxygen', 'E1390', 'Oxygen concentrator'),
      draftDeviceRequest('dr-cannula', 'A4615', 'Nasal cannula'),
    ];
    const answer = hookResponseSchema.parse(
      answerFor(orders, chartPrefetch({ observations: RESULTS.oxygenQualifying() })),
    );
    expect(answer.cards.map((card) => cardSchema.parse(card).summary)).toEqual([
      'E1390: Meets LCD L33797 (Home oxygen)',
    ]);
    expect(answer.systemActions).toHaveLength(1);
    const resource = answer.systemActions?.[0]?.resource as unknown as DeviceRequest;
    expect(r4ErrorsOf(resource)).toEqual([]);
    const extension = resource.extension?.find((candidate) => candidate.url === COVERAGE_INFORMATION_URL);
    const parts = Object.fromEntries((extension?.extension ?? []).map((part) => [part.url, part]));
    // CRD STU 2 ext-coverage-information: coverage, covered, date and coverage-assertion-id are required.
    expect(Object.keys(parts)).toEqual(
      expect.arrayContaining(['coverage', 'covered', 'date', 'coverage-assertion-id']),
    );
    expect(parts.covered?.valueCode).toBe('covered');
    expect(parts['coverage-assertion-id']?.valueString).toMatch(/^d1577c69-.*:E1390:/);
  });

  it('replaces a coverage-information extension the order already carried, keeping its others', () => {
    const order = {
      ...draftDeviceRequest('dr-oxygen', 'E1390', 'Oxygen concentrator'),
      extension: [
        { url: COVERAGE_INFORMATION_URL, extension: [{ url: 'covered', valueCode: 'not-covered' }] },
        { url: 'https://ehr.example.org/ordering-site', valueString: 'Clinic A' },
      ],
    };
    const [action] =
      answerFor([order], chartPrefetch({ observations: RESULTS.oxygenQualifying() })).systemActions ?? [];
    const urls = action?.resource?.extension as { url: string; extension?: { valueCode?: string }[] }[];
    expect(urls.map((extension) => extension.url)).toEqual([
      'https://ehr.example.org/ordering-site',
      COVERAGE_INFORMATION_URL,
    ]);
    expect(JSON.stringify(urls[1])).toContain('"valueCode":"covered"');
  });

  it('writes the rules’ texts as Markdown text, not markup', () => {
    const [card] = answerFor(
      [draftDeviceRequest('dr-cpap', 'E0601', 'CPAP device')],
      chartPrefetch({ observations: RESULTS.mildSleepApnea() }),
    ).cards;
    expect(card?.detail).toContain('- AHI/RDI 12 (5–14) needs one of: ');
    expect(card?.detail).toMatch(/Checked under coverage rules \d{4}-\d{2}-\d{2}\.\d+\.$/);
    expect(card?.indicator).toBe('warning');
  });

  it('answers nothing for orders without a HCPCS code', () => {
    const order: DeviceRequest = {
      ...draftDeviceRequest('dr-x', 'E0601', 'CPAP'),
      codeCodeableConcept: { text: 'CPAP machine' },
    };
    expect(answerFor([order], chartPrefetch())).toEqual({ cards: [] });
  });
});
