import { webEnv } from './env';

type Context = Record<string, unknown>;

/** The error-reporting port: console by default, Sentry when VITE_SENTRY_DSN is set. */
interface ErrorReporter {
  report(error: unknown, context?: Context): void;
}

const consoleReporter: ErrorReporter = {
  report: (error, context) => console.error('[error-report]', error, context ?? {}),
};

let reporter: ErrorReporter = consoleReporter;

/** Loads Sentry only when configured, so the SDK never weighs on the first visit otherwise. */
export async function initErrorReporting() {
  if (!webEnv.sentryDsn) return;
  const Sentry = await import('@sentry/react');
  // Health data must never reach a third party: no default PII, no request bodies, no replays.
  Sentry.init({
    dsn: webEnv.sentryDsn,
    integrations: [],
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
  });
  reporter = { report: (error, context) => Sentry.captureException(error, { extra: context }) };
}

export function reportError(error: unknown, context?: Context) {
  reporter.report(error, context);
}
