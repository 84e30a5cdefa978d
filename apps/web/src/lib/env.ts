/** Build-time settings of the web app (Vite exposes only VITE_* variables); all optional. */
export const webEnv = {
  sentryDsn: import.meta.env.VITE_SENTRY_DSN as string | undefined,
  gaMeasurementId: import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined,
  supportEmail: (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) ?? 'support@carelane.example',
  isProductionHost: import.meta.env.VITE_PRODUCTION_HOST === 'true',
};
