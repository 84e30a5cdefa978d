import { PRIOR_AUTH_NOTICE_TEXT } from '@dme/shared/orders/prior-authorization';
import { carrierOfTrackingUrl } from '../fulfillments/shipping-carrier';

/** The order status messages a patient gets (issue 15 §4), by e-mail and, when they agreed, by text. */
export type PatientMessage =
  | { kind: 'shipped'; trackingUrl: string }
  | { kind: 'delivered' }
  | { kind: 'usage_data_requested' }
  | { kind: 'prior_auth_decided'; approved: boolean }
  | { kind: 'resupply_eligible'; reminderId: string; items: string[] };

export interface MessageContext {
  orderNumber: string;
  orderUrl: string;
  unsubscribeUrl: string;
  /** resupply_eligible: the signed one-click reorder link. */
  reorderUrl?: string;
}

export interface ComposedMessage {
  subject: string;
  text: string;
  /**
   * The text message: only what a lock screen may show to anyone holding the phone — no diagnosis,
   * no equipment or item name, no link (a link is a capability someone else could read off the screen).
   */
  sms: string;
}

const SMS_STOP = 'Reply STOP to opt out.';
const smsOf = (what: string) => `Carelane: ${what} ${SMS_STOP}`;
const SEE_EMAIL = 'Details are in your e-mail.';

/** Sent to a number a signed-in patient just chose for texts: its owner learns of it and can STOP. */
export const SMS_NUMBER_CHOSEN = smsOf('texts about your orders will now come to this number.');

/** "UPS — track it at www.ups.com": the carrier and the site the supplier's tracking link opens. */
function shippedWith(trackingUrl: string) {
  const { carrier, site } = carrierOfTrackingUrl(trackingUrl);
  return `${carrier} — track it at ${site}`;
}

function bodyOf(
  message: PatientMessage,
  context: MessageContext,
): Omit<ComposedMessage, 'text'> & { lines: string[] } {
  const { orderNumber, orderUrl } = context;
  switch (message.kind) {
    case 'shipped':
      return {
        subject: 'Your Carelane order has shipped',
        lines: [
          `Good news: items of order ${orderNumber} are on their way.`,
          '',
          `${shippedWith(message.trackingUrl)}: ${message.trackingUrl}`,
          `Your order: ${orderUrl}`,
        ],
        sms: smsOf(`your order has shipped. ${SEE_EMAIL}`),
      };
    case 'delivered':
      return {
        subject: 'Your Carelane order was delivered',
        lines: [`Items of order ${orderNumber} were delivered.`, '', `Your order: ${orderUrl}`],
        sms: smsOf('your order was delivered.'),
      };
    case 'usage_data_requested':
      return {
        subject: 'Your clinician asked for your therapy usage data',
        lines: [
          `Your clinician asked your supplier for the usage data of the equipment in order ${orderNumber}.`,
          'Keep using your machine as prescribed; your supplier will tell you if they need anything from you.',
          '',
          `Your order: ${orderUrl}`,
        ],
        sms: smsOf(`there is an update on your order. ${SEE_EMAIL}`),
      };
    case 'prior_auth_decided':
      return {
        subject: 'Your insurance decided on your prior authorization',
        lines: [
          `About order ${orderNumber}:`,
          message.approved ? PRIOR_AUTH_NOTICE_TEXT.approved : PRIOR_AUTH_NOTICE_TEXT.notApproved,
          '',
          `Your order: ${orderUrl}`,
        ],
        sms: smsOf(`there is an update on your order. ${SEE_EMAIL}`),
      };
    case 'resupply_eligible':
      return {
        subject: 'Your CPAP supplies can be replaced',
        lines: [
          `Your insurance plan pays to replace these supplies from order ${orderNumber} again:`,
          ...message.items.map((item) => `- ${item}`),
          '',
          `Reorder them in one click (priced with your current insurance): ${context.reorderUrl ?? orderUrl}`,
          'The link works for 30 days.',
        ],
        sms: smsOf(`items from your order can be reordered now. ${SEE_EMAIL}`),
      };
  }
}

/** The e-mail and the text of one message; the e-mail ends with its unsubscribe link. */
export function composePatientMessage(message: PatientMessage, context: MessageContext): ComposedMessage {
  const { lines, ...rest } = bodyOf(message, context);
  const footer = [
    '',
    '—',
    `You get this e-mail about your Carelane order. Unsubscribe: ${context.unsubscribeUrl}`,
  ];
  return { ...rest, text: [...lines, ...footer].join('\n') };
}
