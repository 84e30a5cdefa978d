import Router from '@koa/router';
import type { FhirRepository } from '@medplum/fhir-router';
import type { Patient, Practitioner } from '@medplum/fhirtypes';
import type { Context } from 'koa';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { personName } from '../ehr-screen/format';
import { html, page } from '../ehr-screen/html';
import type { ScreenSessions } from '../ehr-screen/sessions';
import { readForm } from '../http';
import type { GrantContext, LaunchContexts } from './launch-contexts';
import { CONTEXT_SCOPES, needsPatientContext, RESOURCE_SCOPES } from './scopes';

export interface InteractionOptions {
  provider: Provider;
  fhirBaseUrl: string;
  launches: LaunchContexts;
  sessions: ScreenSessions;
  repository: FhirRepository;
}

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

const OIDC_SCOPES = new Set<string>(CONTEXT_SCOPES);
const SERVED_SCOPES = new Set(RESOURCE_SCOPES);

/**
 * The authorization server's interaction pages (oidc-provider leaves sign-in and consent to the
 * deployment, "User flows"). An EHR launch signs in the clinician who pressed "Launch" (the launch
 * context says who, and the EHR screen's session must be the same clinician); a standalone launch
 * asks which demo clinician signs in, then which patient. Consent is the demo's: granted at once,
 * but only for the scopes the app asked that this EHR serves.
 */
export function interactionRoutes({
  provider,
  fhirBaseUrl,
  launches,
  sessions,
  repository,
}: InteractionOptions) {
  const router = new Router({ prefix: '/interaction/:uid' });

  /** A grant of exactly the scopes asked (SMART: the app "SHOULD limit its requested scopes to the minimum necessary"). */
  async function grantFor(details: Details, accountId: string, context: GrantContext) {
    const asked = String(details.params.scope ?? '').split(' ');
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(asked.filter((scope) => OIDC_SCOPES.has(scope)).join(' '));
    grant.addResourceScope(fhirBaseUrl, asked.filter((scope) => SERVED_SCOPES.has(scope)).join(' '));
    const grantId = await grant.save();
    launches.rememberGrant(grantId, context);
    return grantId;
  }

  const refuse = (ctx: Context, error: string, description: string) =>
    provider.interactionFinished(
      ctx.req,
      ctx.res,
      { error, error_description: description },
      { mergeWithLastSubmission: false },
    );

  const search = <T extends Patient | Practitioner>(type: T['resourceType']) =>
    repository.searchResources<T>({ resourceType: type, sortRules: [{ code: 'family' }] });

  router.get('/', async (ctx) => {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const launchId = details.params.launch as string | undefined;
    if (details.prompt.name === 'login' && launchId) {
      const launch = launches.findLaunch(launchId);
      if (!launch)
        return refuse(ctx, 'invalid_request', 'The launch expired: launch the app again from the EHR');
      if (sessions.current(ctx)?.practitionerId !== launch.practitionerId)
        return refuse(
          ctx,
          'access_denied',
          'The clinician who launched the app is not signed in to the EHR in this browser',
        );
      const grantId = await grantFor(details, launch.practitionerId, launch);
      return provider.interactionFinished(
        ctx.req,
        ctx.res,
        { login: { accountId: launch.practitionerId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    }
    if (details.prompt.name === 'login') {
      const clinicians = await search<Practitioner>('Practitioner');
      ctx.type = 'html';
      ctx.body = page({
        title: 'Sign in',
        body: html`<h1>Sign in to the demo EHR</h1>
<section>
  <p>Carelane asks to sign you in with the demo EHR.</p>
  <form method="post" action="/interaction/${details.uid}/login">
    <label for="practitioner">Demo clinician</label>
    <select id="practitioner" name="practitioner" required>
      ${clinicians.map((c) => html`<option value="${c.id}">${personName(c.name)}</option>`)}
    </select>
    <p class="actions"><button type="submit">Sign in</button></p>
  </form>
  <form method="post" action="/interaction/${details.uid}/cancel"><button class="secondary" type="submit">Cancel</button></form>
</section>`,
      });
      return;
    }
    const accountId = details.session?.accountId ?? '';
    if (!needsPatientContext(String(details.params.scope ?? ''))) {
      const grantId = await grantFor(details, accountId, {
        patientId: null,
        fhirContext: [],
        appContext: null,
      });
      return provider.interactionFinished(
        ctx.req,
        ctx.res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    }
    const patients = await search<Patient>('Patient');
    ctx.type = 'html';
    ctx.body = page({
      title: 'Choose a patient',
      body: html`<h1>Choose a patient</h1>
<section>
  <p>Carelane asks for one patient's record. It will read what the launch asked for and may write the signed order back.</p>
  <form method="post" action="/interaction/${details.uid}/patient">
    <label for="patient">Patient</label>
    <select id="patient" name="patient" required>
      ${patients.map((p) => html`<option value="${p.id}">${personName(p.name)} (born ${p.birthDate ?? 'unknown'})</option>`)}
    </select>
    <p class="actions"><button type="submit">Open this patient in Carelane</button></p>
  </form>
  <form method="post" action="/interaction/${details.uid}/cancel"><button class="secondary" type="submit">Cancel</button></form>
</section>`,
    });
  });

  router.post('/login', async (ctx) => {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const { practitioner } = await readForm(ctx);
    if (details.prompt.name !== 'login') throw new errors.InvalidRequest('This sign-in was already done');
    const found =
      practitioner && (await repository.readResource('Practitioner', practitioner).catch(() => null));
    if (!found) return refuse(ctx, 'access_denied', 'No such demo clinician');
    return provider.interactionFinished(
      ctx.req,
      ctx.res,
      { login: { accountId: found.id } },
      { mergeWithLastSubmission: false },
    );
  });

  router.post('/patient', async (ctx) => {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const { patient } = await readForm(ctx);
    if (details.prompt.name !== 'consent' || !details.session?.accountId)
      throw new errors.InvalidRequest('Sign in before choosing a patient');
    const found = patient && (await repository.readResource('Patient', patient).catch(() => null));
    if (!found) return refuse(ctx, 'access_denied', 'No such patient');
    const grantId = await grantFor(details, details.session.accountId, {
      patientId: found.id,
      fhirContext: [],
      appContext: null,
    });
    return provider.interactionFinished(
      ctx.req,
      ctx.res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  });

  router.post('/cancel', async (ctx) => {
    await provider.interactionDetails(ctx.req, ctx.res);
    return refuse(ctx, 'access_denied', 'The clinician cancelled the sign-in');
  });

  return router;
}
