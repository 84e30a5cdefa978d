/**
 * Every HTTP route, classified once: does it read or write protected health information (PHI)?
 * A PHI route writes exactly one audit row per successful call (caller or patient session, address,
 * action, record ids) in the transaction of the read or write. `phi-routes.test.ts` walks the app's
 * route table: a route missing here fails it, and so does a PHI route whose call writes no audit row
 * (issue 12 item 9). Keys are "METHOD /path" as registered (HEAD routes follow their GET).
 */
export type RouteAudit =
  | {
      phi: true;
      /** The audit actions a successful call may write. */
      actions: readonly string[];
    }
  | { phi: false; why: string };

const phi = (...actions: string[]): RouteAudit => ({ phi: true, actions });
const notPhi = (why: string): RouteAudit => ({ phi: false, why });

const ACCOUNT = 'account events (sign-in, passwords), audited by the auth area as such; no health data';
const CATALOGUE = 'the public catalogue and reference data';
const DOCS = 'the API documentation';

export const ROUTE_AUDIT: Record<string, RouteAudit> = {
  // Work orders (consultations)
  'GET /api/consultations': phi('work_order.listed', 'work_order.searched'),
  'POST /api/consultations': phi('work_order.created'),
  'GET /api/consultations/:id': phi('work_order.viewed'),
  'GET /api/consultations/new': notPhi('a fresh referral code, tied to no patient'),
  'GET /api/consultations/show_by_referral_code': phi('referral_code.used'),
  'POST /api/consultations/find_or_create': phi('consultation.claim_requested'),
  'POST /api/consultations/verify_code': phi('consultation.matched', 'consultation.inbound_lead'),

  // The patient's session, onboarding and insurance
  'GET /api/patient_sessions/me': phi('patient_session.viewed'),
  'PUT /api/patients/update': phi('patient_session.updated'),
  'POST /api/insurance_statuses': phi(
    'insurance.checked.active',
    'insurance.checked.requires_authorization',
    'insurance.checked.inactive',
    'insurance.checked.unsupported_plan',
    'insurance.checked.not_covered',
    'insurance.checked.not_confirmed',
    'insurance.check_failed.check_details',
    'insurance.check_failed.payer_unavailable',
    'insurance.check_failed.not_checkable',
  ),
  'GET /api/insurance_statuses/me': phi('insurance_status.viewed'),
  'DELETE /api/insurance_statuses/me': phi('insurance_status.removed'),
  'GET /api/patient_insurance_plans/me': phi('insurance_plan.viewed'),
  'POST /api/patients/contact_request': phi('contact_request.created'),
  'GET /api/insurance_carriers': notPhi(CATALOGUE),
  'GET /api/ops/eligibility_failures': notPhi(
    'failed eligibility checks by carrier, class and clearinghouse code: no member, name or birth date',
  ),

  // Files
  'POST /api/presigned_urls': notPhi('announces a file (name, type, size); linking it is audited'),
  'PUT /api/direct_uploads/:token': notPhi(
    'bytes of a file linked to nothing yet; the create_* call is audited',
  ),
  'POST /api/attachments/create_patient_packet': phi('patient_packet.uploaded'),
  'POST /api/attachments/create_insurance_card': phi('insurance_card.uploaded'),
  'POST /api/attachments/create_usage_data': phi('usage_data.uploaded'),
  'GET /api/attachments/download_url': phi('attachment.downloaded'),
  'DELETE /api/attachments/:uuid': phi('attachment.deleted'),
  'GET /api/blobs/:key': phi('file.served'),

  // Fulfillments and tracking
  'GET /api/fulfillments': phi('fulfillment.listed'),
  'GET /api/fulfillments/:id': phi('fulfillment.viewed'),
  'PUT /api/fulfillments/:id': phi('usage_data.requested'),
  'POST /api/shipments': phi('shipment.created'),
  'PUT /api/fulfillments/:id/shipments/:shipmentId/delivered': phi('shipment.delivered'),
  'PUT /api/fulfillments/:id/prior_auth': phi('work_order.prior_auth_set'),
  'GET /api/fulfillments/:id/compliance': phi('compliance.viewed'),
  'GET /api/consultations/:id/compliance': phi('compliance.viewed'),

  // Orders and checkout
  'POST /api/orders': phi('order.placed'),
  'GET /api/orders': phi('order.list'),
  'GET /api/orders/last_shipping_details': phi('order.shipping_details_read'),
  'GET /api/orders/:id': phi('order.read'),
  'PUT /api/orders/:id': phi('order.assistance_updated'),
  'POST /api/carts/:id/checkout': phi('checkout.started'),
  'GET /payments/test/:id': notPhi('the test-mode payment page: an amount and a button'),
  'POST /payments/test/:id': phi('order.placed', 'payment.refused'),
  'GET /payments/complete': phi('order.placed'),
  'POST /api/webhooks/stripe': phi(
    'order.placed',
    'payment.refused',
    'order.refunded',
    'order.disputed',
    'order.dispute_updated',
    'checkout.payment_processing',
    'checkout.payment_failed',
    'checkout.expired',
    'webhook.unusable',
  ),
  'POST /api/reviews': notPhi('a product rating the patient publishes; it names no patient'),
  'GET /api/products/:id/reviews': notPhi('published product ratings'),

  // Resupply and patient messages (issue 15): signed e-mail links are the capability
  'POST /api/resupply/reorders': phi('resupply.reordered'),
  'POST /api/resupply/sms_consent': phi('messages.sms_consented'),
  'GET /api/messages/subscriptions': phi('messages.subscriptions_viewed'),
  'POST /api/messages/unsubscribe': phi('messages.unsubscribed'),
  'POST /api/messages/resubscribe': phi('messages.resubscribed'),
  'POST /api/webhooks/twilio/sms': phi('messages.unsubscribed', 'messages.resubscribed', 'webhook.unusable'),
  // Account Settings: the signed-in patient's own choices about messages on her orders (issue 48)
  'GET /api/account/messages': phi('messages.preferences_viewed'),
  'PUT /api/account/messages': phi('messages.unsubscribed', 'messages.resubscribed'),
  'PUT /api/account/messages/sms_phone': phi('messages.sms_consented'),

  // Cart and catalogue: an anonymous session's equipment choice, read on every page (DESIGN §9
  // budgets); who the patient is lives in the audited routes above.
  'GET /api/carts/me': notPhi('the anonymous cart: products and prices, no identity'),
  'POST /api/cart_items': notPhi('the anonymous cart: products and prices, no identity'),
  'PUT /api/cart_items/:uuid': notPhi('the anonymous cart: products and prices, no identity'),
  'GET /api/delivery_estimate': notPhi(
    "the ZIP code the browser's own session holds and delivery dates; no identity",
  ),
  'PUT /api/delivery_estimate': notPhi(
    "the ZIP code the browser's own session holds and delivery dates; no identity",
  ),
  'GET /api/product_verticals': notPhi(CATALOGUE),
  'GET /api/product_variants': notPhi(CATALOGUE),
  'GET /api/product_variants/:id': notPhi(CATALOGUE),
  'GET /api/hcpcs_codes': notPhi(CATALOGUE),
  'GET /api/provider_types': notPhi(CATALOGUE),

  // Accounts, providers, terms, support
  'POST /auth/sign_in': notPhi(ACCOUNT),
  'GET /auth/sign_out': notPhi(ACCOUNT),
  'POST /auth/password': notPhi(ACCOUNT),
  'PUT /auth/password': notPhi(ACCOUNT),
  'GET /auth/password/edit': notPhi(ACCOUNT),
  'GET /auth/one_time_sign_in/:token': notPhi(ACCOUNT),
  'POST /api/account/email_change': notPhi(ACCOUNT),
  'POST /api/account/email_change/confirm': notPhi(ACCOUNT),
  'GET /api/account/sessions': notPhi(ACCOUNT),
  'DELETE /api/account/sessions/:id': notPhi(ACCOUNT),
  'POST /api/account/sessions/end_others': notPhi(ACCOUNT),
  'POST /api/patients': notPhi('patient signup: an e-mail and a password (an account event)'),
  'POST /api/providers': notPhi('provider signup: the clinician’s own professional details'),
  'GET /api/provider_registrations/:id': notPhi('a provider signup prefill'),
  'GET /api/terms_of_service_agreements/me': notPhi('whether the user accepted the terms'),
  'PUT /api/terms_of_service_agreements/me': notPhi('whether the user accepted the terms'),
  'POST /api/support_requests': notPhi('a message to the support desk, kept in its own table'),

  // The operations console (admins): every call audited, reads included (issue 16 §2)
  'GET /api/ops/suppliers': phi('ops.supplier.listed'),
  'POST /api/ops/suppliers': phi('ops.supplier.created'),
  'PUT /api/ops/suppliers/:id': phi('ops.supplier.updated'),
  'GET /api/ops/signup_codes': phi('ops.signup_code.listed'),
  'POST /api/ops/signup_codes': phi('ops.signup_code.created'),
  'POST /api/ops/signup_codes/:id/revoke': phi('ops.signup_code.revoked'),
  'GET /api/ops/prior_auths': phi('ops.prior_auth.listed'),
  'PUT /api/ops/prior_auths/:id': phi('work_order.prior_auth_set'),
  'GET /api/ops/requests': phi('ops.request.listed'),
  'PUT /api/ops/requests/:kind/:id': phi('ops.request.closed', 'ops.request.reopened'),
  'GET /api/ops/audit_log': phi('ops.audit_log.viewed'),
  'GET /api/ops/audit_log.csv': phi('ops.audit_log.exported'),

  // Inbound faxes (the console's inbox; the outside entry points file into work orders)
  'GET /api/ops/faxes': phi('fax.listed'),
  'GET /api/ops/faxes/:id': phi('fax.viewed'),
  'POST /api/ops/faxes': phi('fax.filed', 'fax.received'),
  'POST /api/ops/faxes/:id/assign': phi('fax.assigned'),
  'POST /api/ops/faxes/:id/discard': phi('fax.discarded'),
  'POST /api/inbound_faxes/email': phi('fax.filed', 'fax.received', 'webhook.unusable'),
  'POST /api/webhooks/telnyx/fax': phi('fax.filed', 'fax.received', 'webhook.unusable'),

  // SMART App Launch from an EHR (issue 49)
  'GET /smart/launch': notPhi('the redirect to the EHR’s authorization server; no chart is read yet'),
  'GET /smart/callback': notPhi(
    'a sign-in by the EHR (audited as sign_in.ehr_launch); the chart it reads is shown, and audited, by GET /api/ehr_launches/:id',
  ),
  'GET /api/ehr_launches/:id': phi('ehr_launch.prefill_read'),
  'GET /api/ehr_connections': notPhi('the names of the connected EHRs'),

  // The FHIR read API of the EHRs orders come from (SMART Backend Services; the reader is the EHR's client)
  'GET /fhir/metadata': notPhi('the CapabilityStatement'),
  'GET /fhir/.well-known/smart-configuration': notPhi('SMART discovery'),
  'POST /fhir/auth/token': notPhi("a token for an EHR's client; its reads are audited"),
  'GET /fhir/DeviceRequest': phi('fhir.device_request.searched'),
  'GET /fhir/DeviceRequest/:id': phi('fhir.device_request.read'),
  'GET /fhir/DocumentReference/:id': phi('fhir.cover_sheet.read'),
  'GET /fhir/:type': notPhi('an OperationOutcome: the resource type is not served'),
  'GET /fhir/:type/:id': notPhi('an OperationOutcome: the resource type is not served'),

  // CDS Hooks: coverage cards for an EHR's draft orders (the caller is the EHR, by its signed JWT)
  'GET /cds-services': notPhi('CDS Hooks discovery: the services and their prefetch templates'),
  'OPTIONS /cds-services': notPhi('a CORS preflight'),
  'POST /cds-services/order-select': phi('cds_hooks.answered'),
  'POST /cds-services/order-sign': phi('cds_hooks.answered'),
  'OPTIONS /cds-services/order-select': notPhi('a CORS preflight'),
  'OPTIONS /cds-services/order-sign': notPhi('a CORS preflight'),
  'POST /cds-services/:id': notPhi('a 404: no service of that id'),

  // Operations
  'GET /api/health': notPhi('liveness'),
  'GET /dev/mail': notPhi('development and test only: not registered in production'),
  'GET /dev/mail.json': notPhi('development and test only: not registered in production'),
  'GET /dev/sms.json': notPhi('development and test only: not registered in production'),
  'POST /dev/sms/replies': notPhi('development and test only: not registered in production'),
  'POST /dev/payments/:id/events': notPhi('development and test only: not registered in production'),
  'GET /api/docs': notPhi(DOCS),
  'GET /api/docs/': notPhi(DOCS),
  'GET /api/docs/static/index.html': notPhi(DOCS),
  'GET /api/docs/static/swagger-initializer.js': notPhi(DOCS),
  'GET /api/docs/*': notPhi(DOCS),
  'GET /api/docs*': notPhi(DOCS),
  'GET /api/docs/json': notPhi(DOCS),
  'GET /api/docs/yaml': notPhi(DOCS),
};

/** The route's classification, or undefined when nobody has classified it yet. */
export const routeAuditOf = (method: string, url: string): RouteAudit | undefined =>
  ROUTE_AUDIT[`${method.toUpperCase()} ${url}`];
