import type {
  Condition,
  Coverage,
  DeviceRequest,
  Encounter,
  Observation,
  Patient,
  Practitioner,
} from '@medplum/fhirtypes';
import type { CarelaneOrders } from '../carelane/carelane-orders';
import type { Card } from '../cds/cards';
import { ORDERABLE_DEVICES } from '../cds/coverage-check';
import { coverageInformationInWords } from './coverage-information';
import { codeLabels, conceptText, observationValue, personName } from './format';
import { html, type SafeHtml } from './html';

export interface Chart {
  patient: Patient;
  story: string | null;
  coverages: Coverage[];
  conditions: Condition[];
  observations: Observation[];
  encounters: Encounter[];
  orders: DeviceRequest[];
  /** The orders Carelane holds for this patient, read from its FHIR API (SMART Backend Services). */
  carelaneOrders: CarelaneOrders;
  practitioners: Practitioner[];
}

export type CoverageCheckView =
  | { ok: true; cards: Card[]; orderId: string }
  | { ok: false; message: string }
  | null;

const table = (caption: string, headings: string[], rows: SafeHtml[][], empty: string) =>
  rows.length === 0
    ? html`<p class="muted">${empty}</p>`
    : html`<table class="stack"><caption class="muted">${caption}</caption>
<thead><tr>${headings.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead>
<tbody>${rows.map((cells) => html`<tr>${cells.map((cell, i) => html`<td data-label="${headings[i] ?? ''}">${cell}</td>`)}</tr>`)}</tbody>
</table>`;

const contact = (patient: Patient, system: 'phone' | 'email') =>
  patient.telecom?.find((t) => t.system === system)?.value ?? '—';

const addressOf = (patient: Patient) => {
  const address = patient.address?.[0];
  return address
    ? [
        ...(address.line ?? []),
        `${address.city ?? ''}, ${address.state ?? ''} ${address.postalCode ?? ''}`,
      ].join(', ')
    : '—';
};

/** The form of a launch: a plain POST, so the EHR creates the launch context before the browser leaves. */
export const launchForm = (
  patientId: string,
  csrf: string,
  label: string | SafeHtml,
  extra: { app?: string; appContext?: string | null; order?: string } = {},
) => html`<form method="post" action="/patients/${patientId}/launch">
  <input type="hidden" name="csrf" value="${csrf}">
  ${extra.app ? html`<input type="hidden" name="app" value="${extra.app}">` : ''}
  ${extra.appContext ? html`<input type="hidden" name="appContext" value="${extra.appContext}">` : ''}
  ${extra.order ? html`<input type="hidden" name="order" value="${extra.order}">` : ''}
  <button type="submit">${label}</button>
</form>`;

function cardsView(patientId: string, csrf: string, check: CoverageCheckView) {
  if (!check) return '';
  if (!check.ok) return html`<p class="error" role="alert">${check.message}</p>`;
  if (check.cards.length === 0) return html`<p role="status">Carelane returned no cards for this order.</p>`;
  return html`<div role="status">${check.cards.map(
    (card) => html`<article class="card ${card.indicator}">
  <p class="indicator">${card.indicator}</p>
  <h3>${card.summary}</h3>
  ${card.detail ? html`<p>${card.detail}</p>` : ''}
  <p class="muted">Source: ${card.source.url && /^https?:\/\//.test(card.source.url) ? html`<a href="${card.source.url}" rel="noopener noreferrer">${card.source.label}</a>` : card.source.label}</p>
  <div class="actions">${card.links.map((link) =>
    link.type === 'smart'
      ? launchForm(patientId, csrf, link.label, {
          app: link.url,
          appContext: link.appContext,
          order: check.orderId,
        })
      : html`<a class="button" href="${link.url}" rel="noopener noreferrer">${link.label}</a>`,
  )}</div>
</article>`,
  )}</div>`;
}

const ORDER_HEADINGS = ['Device', 'Status', 'Ordered', 'By', 'Coverage'];

const orderRow = (order: DeviceRequest, requester: string) => [
  html`${conceptText(order.codeCodeableConcept)} <span class="muted">(${codeLabels(order.codeCodeableConcept)})</span>`,
  html`${order.status ?? '—'}`,
  html`${order.authoredOn ?? '—'}`,
  html`${requester}`,
  html`${coverageInformationInWords(order.extension).join('; ') || 'No coverage information'}`,
];

/** A patient's chart: demographics, coverage, problems, visits, results, orders, and the Carelane actions. */
export function chartBody(chart: Chart, csrf: string, check: CoverageCheckView): SafeHtml {
  const { patient } = chart;
  const nameOf = (reference: string) =>
    personName(chart.practitioners.find((p) => `Practitioner/${p.id}` === reference)?.name);
  return html`<p><a href="/">← All patients</a></p>
<h1>${personName(patient.name)}</h1>
${chart.story ? html`<p class="notice">Demo story: ${chart.story}</p>` : ''}
<section aria-labelledby="carelane">
  <h2 id="carelane">Carelane</h2>
  <div class="actions">
    ${launchForm(patient.id ?? '', csrf, 'Launch Carelane')}
    <form method="post" action="/patients/${patient.id}/coverage-check">
      <input type="hidden" name="csrf" value="${csrf}">
      <label for="hcpcs">Device to check</label>
      <select id="hcpcs" name="hcpcs">${ORDERABLE_DEVICES.map((d) => html`<option value="${d.code}">${d.code} · ${d.display}</option>`)}</select>
      <button class="secondary" type="submit">Check coverage in Carelane</button>
    </form>
  </div>
  ${cardsView(patient.id ?? '', csrf, check)}
</section>
<section aria-labelledby="demographics">
  <h2 id="demographics">Demographics</h2>
  <dl>
    <dt>Born</dt><dd>${patient.birthDate ?? '—'}</dd>
    <dt>Sex</dt><dd>${patient.gender ?? '—'}</dd>
    <dt>Phone</dt><dd>${contact(patient, 'phone')}</dd>
    <dt>E-mail</dt><dd>${contact(patient, 'email')}</dd>
    <dt>Address</dt><dd>${addressOf(patient)}</dd>
    <dt>Primary care</dt><dd>${nameOf(patient.generalPractitioner?.[0]?.reference ?? '')}</dd>
  </dl>
</section>
<section aria-labelledby="coverage">
  <h2 id="coverage">Coverage</h2>
  ${table(
    'Insurance on file',
    ['Payer', 'Member ID', 'Status', 'Since'],
    chart.coverages.map((c) => [
      html`${c.payor?.[0]?.display ?? '—'}`,
      html`${c.subscriberId ?? '—'}`,
      html`${c.status}`,
      html`${c.period?.start ?? '—'}`,
    ]),
    'No insurance on file.',
  )}
</section>
<section aria-labelledby="problems">
  <h2 id="problems">Problems</h2>
  ${table(
    'Problem list',
    ['Problem', 'Code', 'Recorded'],
    chart.conditions.map((c) => [
      html`${conceptText(c.code)}`,
      html`${codeLabels(c.code)}`,
      html`${c.recordedDate ?? '—'}`,
    ]),
    'No problems recorded.',
  )}
</section>
<section aria-labelledby="visits">
  <h2 id="visits">Visits</h2>
  ${table(
    'Visits',
    ['Date', 'Visit', 'Reason'],
    chart.encounters.map((e) => [
      html`${e.period?.start ?? '—'}`,
      html`${conceptText(e.type?.[0])}`,
      html`${conceptText(e.reasonCode?.[0])}`,
    ]),
    'No visits recorded.',
  )}
</section>
<section aria-labelledby="results">
  <h2 id="results">Observations</h2>
  ${table(
    'Results',
    ['Result', 'Value', 'Date', 'Method'],
    chart.observations.map((o) => [
      html`${conceptText(o.code)} <span class="muted">(${codeLabels(o.code)})</span>`,
      html`${observationValue(o)}`,
      html`${o.effectiveDateTime ?? 'date not recorded'}`,
      html`${o.method?.text ?? '—'}`,
    ]),
    'No results recorded.',
  )}
</section>
<section aria-labelledby="orders">
  <h2 id="orders">Orders</h2>
  ${table(
    'Device orders in this chart (DeviceRequest), with the coverage information written on them',
    ORDER_HEADINGS,
    chart.orders.map((o) => orderRow(o, o.requester?.display ?? nameOf(o.requester?.reference ?? ''))),
    'No device orders yet.',
  )}
</section>
<section aria-labelledby="carelane-orders">
  <h2 id="carelane-orders">Orders in Carelane</h2>
  ${
    chart.carelaneOrders.ok
      ? table(
          "Read from Carelane's FHIR API",
          ORDER_HEADINGS,
          chart.carelaneOrders.orders.map((o) => orderRow(o, o.requester?.display ?? '—')),
          'Carelane holds no orders for this patient.',
        )
      : html`<p class="muted">${chart.carelaneOrders.message}; its orders are not shown.</p>`
  }
</section>
<p class="muted">FHIR id: Patient/${patient.id}</p>`;
}
