import type { Subscriptions } from '@dme/shared/notifications/api';
import { maskEmail, maskPhone } from '@dme/shared/shop/masked-contact';
import { SmsRecipientOptedOutError, type SmsSender } from '../../adapters/sms/index';
import type { Database, DbOrTx } from '../../db/client';
import type { MessageChannel } from '../../db/schema/index';
import { DomainError, notFound } from '../../lib/domain-error';
import { claimWebhookEvent, recordWebhookEvent } from '../../lib/webhook-events';
import { recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import type { JobHandler } from '../jobs/jobs.runner';
import { enqueueJobs } from '../jobs/jobs.runner';
import { enqueueMail } from '../mail/mail.service';
import { orderLinkOf } from '../orders/order-link';
import { type MessageAddresses, setChannelSubscribed, subscribedChannels } from './message-subscriptions';
import {
  deleteOptOut,
  findLatestOrderOfConsultation,
  findOptedOut,
  findOrderContact,
  findSmsMessage,
  insertOptOut,
  insertSmsMessage,
  markSms,
  normalizeEmail,
} from './notifications.repo';
import { composePatientMessage, type PatientMessage } from './patient-messages';
import { isValidLink, signLink } from './signed-link';
import { smsReplyIntent } from './sms-replies';

export const PATIENT_MESSAGE_JOB = 'patient_message';
export const SMS_DELIVERY_JOB = 'sms.deliver';

/**
 * Queues a status message about an order in the caller's transaction: it is composed and sent by a
 * job, so the writer needs no settings and a rolled-back change sends nothing. `dedupeKey` makes a
 * retried call send once (e.g. one per shipment).
 */
export function enqueuePatientMessage(
  tx: DbOrTx,
  orderId: string,
  message: PatientMessage,
  dedupeKey?: string,
) {
  return enqueueJobs(tx, [
    {
      kind: PATIENT_MESSAGE_JOB,
      payload: { orderId, message },
      ...(dedupeKey ? { dedupeKey: `message:${dedupeKey}` } : {}),
    },
  ]);
}

export interface MessageSettings {
  publicUrl: string;
  secretKey: string;
}

export function unsubscribeUrlOf(orderId: string, settings: MessageSettings, now: Date) {
  const url = new URL('/unsubscribe', settings.publicUrl);
  url.searchParams.set('order', orderId);
  url.searchParams.set('access', signLink('unsubscribe', orderId, settings.secretKey, now));
  return url;
}

export function reorderUrlOf(reminderId: string, settings: MessageSettings, now: Date) {
  const url = new URL('/resupply', settings.publicUrl);
  url.searchParams.set('reminder', reminderId);
  url.searchParams.set('access', signLink('resupply-reorder', reminderId, settings.secretKey, now));
  return url.toString();
}

/** Sends one queued message on every channel the patient has not opted out of. */
export const patientMessageHandler =
  (settings: MessageSettings): JobHandler =>
  async (tx, payload, now) => {
    const orderId = String(payload.orderId);
    const message = payload.message as PatientMessage;
    const contact = await findOrderContact(tx, orderId);
    if (!contact) return; // The order was deleted since: nobody to tell.
    const email = normalizeEmail(contact.email);
    const optedOut = await findOptedOut(tx, [
      { channel: 'email', address: email },
      ...(contact.phone ? [{ channel: 'sms' as const, address: contact.phone }] : []),
    ]);
    const unsubscribe = unsubscribeUrlOf(orderId, settings, now);
    const composed = composePatientMessage(message, {
      orderNumber: contact.confirmationNumber,
      orderUrl: orderLinkOf(contact, settings.publicUrl, settings.secretKey, now),
      unsubscribeUrl: unsubscribe.toString(),
      ...(message.kind === 'resupply_eligible'
        ? { reorderUrl: reorderUrlOf(message.reminderId, settings, now) }
        : {}),
    });
    if (!optedOut.has('email')) {
      const oneClick = new URL('/api/messages/unsubscribe', settings.publicUrl);
      oneClick.search = unsubscribe.search;
      oneClick.searchParams.set('channel', 'email');
      await enqueueMail(tx, [
        {
          to: contact.email,
          subject: composed.subject,
          text: composed.text,
          // RFC 8058 one-click: mail clients POST to this URL without opening a page.
          headers: {
            'List-Unsubscribe': `<${oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
      ]);
    }
    if (contact.phone && !optedOut.has('sms')) {
      const smsId = await insertSmsMessage(tx, contact.phone, composed.sms);
      await enqueueJobs(tx, [{ kind: SMS_DELIVERY_JOB, payload: { smsId } }]);
    }
  };

/** Hands one text to the SMS provider; a STOP reply seen by the carrier becomes our opt-out. */
export const smsDeliveryHandler =
  (sender: SmsSender): JobHandler =>
  async (tx, payload, now) => {
    const sms = await findSmsMessage(tx, String(payload.smsId));
    if (sms?.status !== 'pending') return;
    const [optedOut] = await findOptedOut(tx, [{ channel: 'sms', address: sms.to }]);
    if (optedOut) {
      await markSms(tx, sms.id, { status: 'failed', providerReference: null, sentAt: null });
      return;
    }
    try {
      const { reference } = await sender.send({ to: sms.to, body: sms.body });
      await markSms(tx, sms.id, { status: 'sent', providerReference: reference, sentAt: now });
    } catch (error) {
      if (!(error instanceof SmsRecipientOptedOutError)) throw error;
      await insertOptOut(tx, 'sms', sms.to);
      await markSms(tx, sms.id, { status: 'failed', providerReference: null, sentAt: null });
    }
  };

export const UNSUBSCRIBE_MESSAGES = {
  invalidLink: 'This unsubscribe link is not valid or has expired. Use the link of a newer e-mail.',
  noTexts: 'You do not get text messages about this order.',
} as const;

/** The order a signed unsubscribe link names, or 404: a forged, expired or other-purpose link opens nothing. */
async function orderOfLink(
  tx: DbOrTx,
  link: { order: string; access: string },
  secretKey: string,
  now: Date,
) {
  if (!isValidLink('unsubscribe', link.access, link.order, secretKey, now))
    throw notFound(UNSUBSCRIBE_MESSAGES.invalidLink);
  const contact = await findOrderContact(tx, link.order);
  if (!contact) throw notFound(UNSUBSCRIBE_MESSAGES.invalidLink);
  return contact;
}

type OrderContact = NonNullable<Awaited<ReturnType<typeof findOrderContact>>>;

const addressesOf = (contact: OrderContact): MessageAddresses => ({
  email: [normalizeEmail(contact.email)],
  sms: contact.phone ? [contact.phone] : [],
});

/**
 * What the order's messages are now, as the link's page shows it: the address and number masked,
 * since a forwarded e-mail carries the link to whoever reads it.
 */
async function subscriptionsOf(tx: DbOrTx, contact: OrderContact): Promise<Subscriptions> {
  const on = await subscribedChannels(tx, addressesOf(contact));
  return {
    email: { address: maskEmail(contact.email), subscribed: on.email },
    sms: { phone: maskPhone(contact.phone), subscribed: on.sms },
  };
}

/** The unsubscribe page's first read: what the patient is subscribed to now, through the signed link. */
export async function readLinkSubscriptions(
  db: Database,
  link: { order: string; access: string },
  secretKey: string,
  caller: AuditCaller,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const contact = await orderOfLink(tx, link, secretKey, now);
    await recordAccess(tx, caller, {
      action: 'messages.subscriptions_viewed',
      subjectType: 'order',
      subjectId: contact.id,
      details: { via: 'unsubscribe_link' },
    });
    return subscriptionsOf(tx, contact);
  });
}

/**
 * Stops (`subscribed: false`) or resumes one channel through a signed unsubscribe link; every later
 * message honours it. Resuming texts needs a number the patient agreed to texts on. Answers the
 * channel and where things now stand.
 */
export async function setLinkSubscription(
  db: Database,
  input: { order: string; access: string; channel: MessageChannel },
  subscribed: boolean,
  secretKey: string,
  caller: AuditCaller,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const contact = await orderOfLink(tx, input, secretKey, now);
    const addresses = addressesOf(contact)[input.channel];
    if (addresses.length === 0) throw new DomainError('unprocessable', UNSUBSCRIBE_MESSAGES.noTexts);
    await setChannelSubscribed(tx, input.channel, addresses, subscribed);
    await recordAccess(tx, caller, {
      action: subscribed ? 'messages.resubscribed' : 'messages.unsubscribed',
      subjectType: 'order',
      subjectId: contact.id,
      details: { channel: input.channel, via: 'unsubscribe_link' },
    });
    return { channel: input.channel, subscriptions: await subscriptionsOf(tx, contact) };
  });
}

/**
 * A text a patient sent back (Twilio's webhook, or /dev/sms/replies locally): STOP records the
 * opt-out at once rather than at the next send, START takes it back, as the carrier's block does;
 * anything else is not ours to read. Answers what was recorded. A text Twilio names (`messageSid`)
 * acts once: a retried delivery of it — say a STOP retried after the patient's START — changes
 * nothing (decision 0109).
 */
export async function recordSmsReply(
  db: Database,
  reply: { from: string; body: string; optOutType?: string | undefined; messageSid?: string },
  caller: AuditCaller,
) {
  const intent = smsReplyIntent(reply.body, reply.optOutType);
  const key = reply.messageSid
    ? { provider: 'twilio' as const, eventId: reply.messageSid, eventType: 'sms.received', objectId: null }
    : undefined;
  if (!intent) {
    if (key)
      await recordWebhookEvent(db, key, 'no_action', 'not an opt-out or opt-in keyword', caller.ipAddress);
    return null;
  }
  return db.transaction(async (tx) => {
    // A repeat of a text already acted on records nothing.
    if (key && !(await claimWebhookEvent(tx, key))) return null;
    if (intent === 'opt_out') await insertOptOut(tx, 'sms', reply.from);
    else await deleteOptOut(tx, 'sms', reply.from);
    await recordAccess(tx, caller, {
      action: intent === 'opt_out' ? 'messages.unsubscribed' : 'messages.resubscribed',
      subjectType: 'sms_address',
      details: { channel: 'sms', via: 'sms_reply' },
    });
    return intent;
  });
}

const DECIDED_PRIOR_AUTH: Record<string, boolean> = { Approved: true, Rejected: false };

/**
 * Tells the patient when the payer decided a prior authorisation (Approved or Rejected; other
 * statuses are steps, not decisions), about the work order's latest order; once per decision.
 */
export async function notifyPriorAuthDecided(tx: DbOrTx, consultationId: string, status: string) {
  const approved = DECIDED_PRIOR_AUTH[status];
  if (approved === undefined) return;
  const orderId = await findLatestOrderOfConsultation(tx, consultationId);
  if (!orderId) return;
  await enqueuePatientMessage(
    tx,
    orderId,
    { kind: 'prior_auth_decided', approved },
    `prior-auth:${consultationId}:${status}`,
  );
}

/** A signed Twilio request that is not an incoming text of the documented shape: kept for operations, once. */
export async function recordIncomingTextRefusal(
  db: Database,
  refusal: { messageSid: string | null; digest: string; reason: string },
  caller: AuditCaller,
) {
  await recordWebhookEvent(
    db,
    {
      provider: 'twilio',
      eventId: refusal.messageSid ?? refusal.digest,
      eventType: 'sms.received',
      objectId: null,
    },
    'unusable',
    refusal.reason,
    caller.ipAddress,
  );
}
