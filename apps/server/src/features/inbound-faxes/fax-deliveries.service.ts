import { FAX_MESSAGES } from '@dme/shared/operations/faxes';
import type { FaxEmail } from '../../adapters/inbound-fax/email';
import type { MediaDownload, TelnyxFaxDelivery } from '../../adapters/inbound-fax/telnyx';
import type { Database } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { findWebhookEvent, recordWebhookEvent, type WebhookEventKey } from '../../lib/webhook-events';
import type { AuditCaller } from '../audit/audit-caller';
import { findFaxByExternalId } from './inbound-faxes.repo';
import { checkFaxFile, receiveFax, recordUnreceivedFax } from './inbound-faxes.service';

type ReceiveDeps = Parameters<typeof receiveFax>[0] & { db: Database };

/** What the webhook answers: the fax it became (or was before), and whether this was a repeat. */
export interface FaxDeliveryReply {
  received: string | null;
  duplicate: boolean;
}

/** The inbox reason of a fax whose pages Telnyx did not let us fetch: where an admin gets them. */
export const mediaUnavailableReason = (faxId: string, why: string) =>
  `Telnyx announced this fax but its pages could not be fetched (${why}). Download fax ${faxId} from the Telnyx portal and upload it here.`;

/**
 * A verified Telnyx fax event (decision 0109): an event or a fax seen before is acknowledged
 * before anything is downloaded; another fax event has nothing for us; a fax.received whose media
 * link is missing, not https, expired or fails waits in the console's inbox (no pages, with why
 * and the fax id); otherwise its PDF is received and filed. One outcome per event id and fax id.
 */
export async function receiveTelnyxDelivery(
  deps: ReceiveDeps,
  delivery: TelnyxFaxDelivery,
  caller: AuditCaller,
  download: (url: URL) => Promise<MediaDownload>,
): Promise<FaxDeliveryReply> {
  const { db } = deps;
  const key: WebhookEventKey = {
    provider: 'telnyx',
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    objectId: delivery.faxId,
    occurredAt: delivery.occurredAt,
  };
  const record = (outcome: 'processed' | 'no_action' | 'unusable', reason: string | null) =>
    recordWebhookEvent(db, key, outcome, reason, caller.ipAddress);
  if (await findWebhookEvent(db, 'telnyx', delivery.eventId)) {
    const earlier = delivery.faxId
      ? await findFaxByExternalId(db, 'fax_provider', `telnyx:${delivery.faxId}`)
      : undefined;
    return { received: earlier?.id ?? null, duplicate: true };
  }
  if (delivery.kind === 'no_action' || delivery.kind === 'unusable') {
    await record(delivery.kind, delivery.reason);
    return { received: null, duplicate: false };
  }
  const faxId = delivery.faxId ?? delivery.eventId;
  const externalId = `telnyx:${faxId}`;
  const earlier = await findFaxByExternalId(db, 'fax_provider', externalId);
  if (earlier) {
    await record('processed', 'the fax was received before');
    return { received: earlier.id, duplicate: true };
  }
  const media: MediaDownload =
    delivery.kind === 'fax_received'
      ? await download(delivery.mediaUrl)
      : { ok: false, reason: delivery.reason };
  if (!media.ok) {
    const row = await recordUnreceivedFax(
      db,
      {
        source: 'fax_provider',
        externalId,
        sender: delivery.sender,
        reason: mediaUnavailableReason(faxId, media.reason),
      },
      caller,
    );
    await record('unusable', media.reason);
    return { received: row?.id ?? null, duplicate: false };
  }
  const row = await receiveFax(
    deps,
    {
      source: 'fax_provider',
      externalId,
      sender: delivery.sender,
      filename: `fax-${faxId}.pdf`,
      contentType: 'application/pdf',
      content: media.content,
    },
    caller,
  );
  const partial = delivery.kind === 'fax_received' && delivery.partial;
  await record('processed', partial ? 'Telnyx marked the fax partial_content' : null);
  return { received: row.id, duplicate: false };
}

/** What the relay is answered: the faxes received from the message. */
export interface EmailDeliveryReply {
  received: string[];
  duplicate: boolean;
}

/**
 * An e-mail the mail relay handed over: a message seen before (by Message-ID, or its digest) is
 * acknowledged as it stands; one without a fax attachment is acknowledged and recorded for
 * operations; an attachment too large or empty is left out with why; every other one is received.
 */
export async function receiveRelayedEmail(
  deps: ReceiveDeps,
  email: FaxEmail,
  caller: AuditCaller,
): Promise<EmailDeliveryReply> {
  const { db } = deps;
  const key: WebhookEventKey = {
    provider: 'mail_relay',
    eventId: email.messageId,
    eventType: 'message/rfc822',
    objectId: null,
  };
  if (await findWebhookEvent(db, 'mail_relay', email.messageId)) return { received: [], duplicate: true };
  const received: string[] = [];
  const refused: string[] = [];
  for (const fax of email.faxes) {
    try {
      checkFaxFile(fax.contentType, fax.content.length);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused.push(fax.content.length === 0 ? 'an empty attachment' : FAX_MESSAGES.tooLarge);
      continue;
    }
    received.push((await receiveFax(deps, fax, caller)).id);
  }
  const reasons = [
    ...(email.faxes.length === 0 ? ['no PDF, TIFF, JPEG or PNG attachment'] : []),
    ...(email.skipped ? [`${email.skipped} attachment(s) of another type left out`] : []),
    ...refused,
  ];
  await recordWebhookEvent(
    db,
    key,
    received.length ? 'processed' : 'unusable',
    reasons.length ? reasons.join('; ') : null,
    caller.ipAddress,
  );
  return { received, duplicate: false };
}
