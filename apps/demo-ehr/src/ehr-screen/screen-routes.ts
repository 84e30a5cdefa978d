import Router from '@koa/router';
import type { Patient, Practitioner, Resource } from '@medplum/fhirtypes';
import type { Context } from 'koa';
import type { CarelaneOrdersReader } from '../carelane/carelane-orders';
import type { Card } from '../cds/cards';
import type { CdsClient } from '../cds/cds-client';
import { checkCoverage } from '../cds/coverage-check';
import { type RecordStore, readRecord, searchRecords } from '../fhir/record-queries';
import { readForm } from '../http';
import type { LaunchContexts } from '../smart/launch-contexts';
import { type Chart, type CoverageCheckView, chartBody, launchForm } from './chart-page';
import { personName } from './format';
import { html, page } from './html';
import { hasCsrf, type ScreenSession, type ScreenSessions } from './sessions';

export interface ScreenOptions {
  store: RecordStore;
  sessions: ScreenSessions;
  launches: LaunchContexts;
  cds: CdsClient;
  carelaneOrders: CarelaneOrdersReader;
  productUrl: string;
  /** What each demo patient's chart shows, by patient id. */
  stories: ReadonlyMap<string, string>;
  today: () => string;
}

const MAX_APP_CONTEXT_LENGTH = 4000;

/**
 * The EHR screen a demo clinician uses: sign in, the patient list, a chart, and Carelane's two
 * doors — the SMART EHR launch ("Launch Carelane") and the CDS Hooks `order-select` call ("Check
 * coverage in Carelane"). Server-drawn HTML; every form carries the session's CSRF token.
 */
export function screenRoutes(options: ScreenOptions) {
  const { store, sessions, launches } = options;
  const router = new Router();
  const productOrigin = new URL(options.productUrl).origin;
  const isCarelane = (url: string) => URL.canParse(url) && new URL(url).origin === productOrigin;
  // CDS Hooks "Trusting CDS Services": the client keeps an allow list of the card links deemed
  // safe; a SMART link launches only Carelane, an absolute one opens only http(s) pages.
  const withTrustedLinks = (card: Card): Card => ({
    ...card,
    links: card.links.filter((link) =>
      link.type === 'smart' ? isCarelane(link.url) : /^https?:\/\//.test(link.url),
    ),
  });

  const all = async <T extends Resource>(type: T['resourceType'], patientId: string | null) => {
    const { resource } = await searchRecords(
      store,
      type,
      new URLSearchParams({ _sort: '_lastUpdated' }),
      patientId,
    );
    return resource.resourceType === 'Bundle' ? (resource.entry ?? []).map((e) => e.resource as T) : [];
  };
  const clinicians = () => all<Practitioner>('Practitioner', null);

  function render(
    ctx: Context,
    title: string,
    session: ScreenSession | null,
    body: ReturnType<typeof html>,
    status = 200,
  ) {
    ctx.status = status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = page({ title, body, signedIn: session ? { name: session.name, csrf: session.csrf } : null });
  }

  /** The signed-in clinician and the form's fields; a missing session or a form without its token ends here. */
  async function signedInForm(ctx: Context) {
    const session = sessions.current(ctx);
    const form = await readForm(ctx);
    if (!session) {
      ctx.redirect('/');
      ctx.status = 303;
      return null;
    }
    if (!hasCsrf(session, form.csrf)) {
      render(
        ctx,
        'Refused',
        null,
        html`<h1>This form expired</h1><p><a href="/">Back to the patient list</a></p>`,
        403,
      );
      return null;
    }
    return { session, form };
  }

  async function chartOf(patientId: string): Promise<Chart | null> {
    const { status, resource } = await readRecord(store, 'Patient', patientId, null);
    if (status !== 200 || resource.resourceType !== 'Patient') return null;
    const [coverages, conditions, observations, encounters, orders, practitioners, carelaneOrders] =
      await Promise.all([
        all<Chart['coverages'][number]>('Coverage', patientId),
        all<Chart['conditions'][number]>('Condition', patientId),
        all<Chart['observations'][number]>('Observation', patientId),
        all<Chart['encounters'][number]>('Encounter', patientId),
        all<Chart['orders'][number]>('DeviceRequest', patientId),
        clinicians(),
        options.carelaneOrders.ordersOf(patientId),
      ]);
    return {
      patient: resource,
      story: options.stories.get(patientId) ?? null,
      coverages,
      conditions,
      observations,
      encounters,
      orders,
      carelaneOrders,
      practitioners,
    };
  }

  async function showChart(
    ctx: Context,
    session: ScreenSession,
    patientId: string,
    check: CoverageCheckView,
  ) {
    const chart = await chartOf(patientId);
    if (!chart)
      return render(
        ctx,
        'Not found',
        session,
        html`<h1>No such patient</h1><p><a href="/">Back to the patient list</a></p>`,
        404,
      );
    render(ctx, personName(chart.patient.name), session, chartBody(chart, session.csrf, check));
  }

  router.get('/', async (ctx) => {
    const session = sessions.current(ctx);
    if (!session) {
      const choices = await clinicians();
      return render(
        ctx,
        'Sign in',
        null,
        html`<h1>Sign in to the demo EHR</h1>
<section>
  <p>A demo EHR with synthetic patients: sign in as one of its clinicians (no password, nothing here is a real record).</p>
  <form method="post" action="/signin">
    <label for="practitioner">Demo clinician</label>
    <select id="practitioner" name="practitioner">${choices.map((p) => html`<option value="${p.id}">${personName(p.name)} (NPI ${p.identifier?.[0]?.value ?? '—'})</option>`)}</select>
    <p class="actions"><button type="submit">Sign in</button></p>
  </form>
</section>`,
      );
    }
    const patients = await all<Patient>('Patient', null);
    render(
      ctx,
      'Patients',
      session,
      html`<h1>Patients</h1>
<section>
<table class="stack"><caption class="muted">Demo patients and what each chart shows</caption>
<thead><tr><th scope="col">Patient</th><th scope="col">Born</th><th scope="col">Demo story</th><th scope="col">Carelane</th></tr></thead>
<tbody>${patients.map(
        (p) => html`<tr>
  <td data-label="Patient"><a href="/patients/${p.id}">${personName(p.name)}</a></td>
  <td data-label="Born">${p.birthDate ?? '—'}</td>
  <td data-label="Demo story">${options.stories.get(p.id ?? '') ?? ''}</td>
  <td data-label="Carelane">${launchForm(p.id ?? '', session.csrf, html`Launch Carelane<span class="visually-hidden"> for ${personName(p.name)}</span>`)}</td>
</tr>`,
      )}</tbody></table>
</section>`,
    );
  });

  router.post('/signin', async (ctx) => {
    const { practitioner } = await readForm(ctx);
    const found = (await clinicians()).find((p) => p.id === practitioner);
    if (!found?.id)
      return render(
        ctx,
        'Sign in',
        null,
        html`<h1>No such demo clinician</h1><p><a href="/">Try again</a></p>`,
        400,
      );
    sessions.start(ctx, found.id, personName(found.name));
    ctx.redirect('/');
    ctx.status = 303;
  });

  router.post('/signout', async (ctx) => {
    if (!(await signedInForm(ctx))) return;
    sessions.end(ctx);
    ctx.redirect('/');
    ctx.status = 303;
  });

  router.get('/patients/:id', async (ctx) => {
    const session = sessions.current(ctx);
    if (!session) return ctx.redirect('/');
    await showChart(ctx, session, ctx.params.id ?? '', null);
  });

  // SMART EHR launch: the EHR makes the launch context, then sends the browser to the app's launch URL with `iss` and `launch`.
  router.post('/patients/:id/launch', async (ctx) => {
    const signed = await signedInForm(ctx);
    if (!signed) return;
    const patientId = ctx.params.id ?? '';
    const { form, session } = signed;
    const refuse = (message: string) =>
      render(
        ctx,
        'Launch refused',
        session,
        html`<h1>${message}</h1><p><a href="/patients/${patientId}">Back to the chart</a></p>`,
        400,
      );
    if (!(await chartOf(patientId))) return refuse('No such patient');
    let app: URL;
    try {
      app = new URL(form.app || `${options.productUrl}/smart/launch`);
    } catch {
      return refuse('That is not an app address');
    }
    if (!isCarelane(app.href)) return refuse('This EHR launches only Carelane');
    const order = form.order ? await readRecord(store, 'DeviceRequest', form.order, patientId) : null;
    if (order && order.status !== 200) return refuse('No such order in this chart');
    if ((form.appContext ?? '').length > MAX_APP_CONTEXT_LENGTH)
      return refuse('The card sent too much context');
    const launch = launches.createLaunch({
      patientId,
      practitionerId: session.practitionerId,
      fhirContext: order ? [`DeviceRequest/${form.order}`] : [],
      appContext: form.appContext || null,
    });
    app.searchParams.set('iss', store.fhirBaseUrl);
    app.searchParams.set('launch', launch);
    ctx.redirect(app.href);
    ctx.status = 303;
  });

  router.post('/patients/:id/coverage-check', async (ctx) => {
    const signed = await signedInForm(ctx);
    if (!signed) return;
    const patientId = ctx.params.id ?? '';
    if (!(await chartOf(patientId))) return showChart(ctx, signed.session, patientId, null);
    const result = await checkCoverage(
      { store, cds: options.cds, productUrl: options.productUrl },
      {
        patientId,
        practitionerId: signed.session.practitionerId,
        hcpcs: signed.form.hcpcs ?? '',
        today: options.today(),
      },
    );
    await showChart(
      ctx,
      signed.session,
      patientId,
      result.ok
        ? { ok: true, cards: result.answer.cards.map(withTrustedLinks), orderId: result.draft.id ?? '' }
        : { ok: false, message: result.message },
    );
  });

  return router;
}
