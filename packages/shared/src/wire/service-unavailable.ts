/**
 * A 503 reply (docs/decisions/0110-database-outage-503.md): the server cannot reach its database
 * for now. The body is the wire's typed error, `{ type, error }`, and the reply carries
 * `Retry-After` (seconds). The browser shows the message whatever the form's usual texts are.
 */
export const SERVICE_UNAVAILABLE = {
  type: 'service_unavailable',
  message: 'Our system is briefly unavailable. Please try again shortly.',
} as const;
