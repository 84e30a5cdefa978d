import { createPublicKey, verify } from 'node:crypto';
import { z } from 'zod';

/**
 * Telnyx Programmable Fax: an inbound fax arrives as a `fax.received` webhook whose body is
 * signed with Ed25519 over `<telnyx-timestamp>|<raw body>` (header `telnyx-signature-ed25519`,
 * base64), verified with the account's public key; its `media_url` is a short-lived link to the PDF.
 * Telnyx delivers out of order, in parallel and more than once (its "Receiving Webhooks" page), so
 * each event carries its own id (`data.id`) and the fax its `fax_id`; a non-200 answer is retried
 * at the failover URL. Sources: developers.telnyx.com/docs/programmable-fax/receiving-webhooks,
 * /docs/development/api-fundamentals/webhooks, /api-reference/callbacks/fax-delivered (the envelope).
 */
export const TELNYX_TOLERANCE_SECONDS = 300;

/** The envelope every Telnyx fax webhook shares; unknown fields (new ones appear) are ignored. */
const envelopeSchema = z.object({
  data: z.object({
    record_type: z.string().max(40).optional(),
    id: z.string().min(1).max(100).optional(),
    event_type: z.string().min(1).max(100),
    occurred_at: z.string().max(40).optional(),
    payload: z.object({
      fax_id: z.string().min(1).max(100),
      direction: z.string().max(20).optional(),
      from: z.string().max(100).nullish(),
      to: z.string().max(100).nullish(),
      media_url: z.string().max(4000).nullish(),
      page_count: z.number().int().nonnegative().nullish(),
      partial_content: z.boolean().nullish(),
      status: z.string().max(50).nullish(),
    }),
  }),
});

/** What a verified Telnyx delivery asks of us. */
export type TelnyxFaxDelivery = {
  /** The event's id; the body's digest when Telnyx sent none we could read. */
  eventId: string;
  eventType: string;
  occurredAt: Date | null;
  faxId: string | null;
} & (
  | { kind: 'fax_received'; mediaUrl: URL; sender: string | null; partial: boolean }
  /** A fax.received whose media link cannot be used: the fax is recorded for a person. */
  | { kind: 'media_missing'; reason: string; sender: string | null }
  /** Events about faxes we send, or steps before a fax is received: nothing of ours to do. */
  | { kind: 'no_action'; reason: string }
  /** Signed, but not a body the documented schema allows. */
  | { kind: 'unusable'; reason: string }
);

export type TelnyxVerdict =
  | { ok: true }
  | { ok: false; reason: 'missing_signature' | 'bad_signature' | 'stale' };

/** The Ed25519 key as Telnyx shows it (base64 of the 32 raw bytes), in the form Node verifies with. */
export function telnyxPublicKey(base64: string) {
  const raw = Buffer.from(base64, 'base64');
  const spkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');
  return createPublicKey({ key: Buffer.concat([spkiPrefix, raw]), format: 'der', type: 'spki' });
}

/** The signature and its timestamp, before anything in the body is read. */
export function verifyTelnyxWebhook(
  publicKey: ReturnType<typeof createPublicKey>,
  rawBody: Buffer,
  headers: { signature?: string | undefined; timestamp?: string | undefined },
  now = new Date(),
): TelnyxVerdict {
  if (!headers.signature || !headers.timestamp || !/^\d{1,12}$/.test(headers.timestamp))
    return { ok: false, reason: 'missing_signature' };
  const signed = Buffer.concat([Buffer.from(`${headers.timestamp}|`), rawBody]);
  const signature = Buffer.from(headers.signature, 'base64');
  if (signature.length !== 64 || !verify(null, signed, publicKey, signature))
    return { ok: false, reason: 'bad_signature' };
  // A signed request replayed later is refused; a retried delivery is re-signed with a new timestamp.
  if (Math.abs(now.getTime() / 1000 - Number(headers.timestamp)) > TELNYX_TOLERANCE_SECONDS)
    return { ok: false, reason: 'stale' };
  return { ok: true };
}

const occurredAtOf = (text: string | undefined) => {
  const date = text ? new Date(text) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** Where a schema refusal is, by field path only (a value may be a phone number). */
const refusalOf = (error: z.ZodError) => {
  const issue = error.issues[0];
  return `body refused by the schema at ${issue?.path.join('.') || 'the top'}: ${issue?.code ?? 'invalid'}`;
};

/**
 * What a verified body asks (pure; the contract table in telnyx.contract.test.ts maps the
 * documented event types and bodies to these kinds). `bodyDigest` names an event without an id.
 */
export function readTelnyxFaxEvent(rawBody: Buffer, bodyDigest: string): TelnyxFaxDelivery {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return {
      kind: 'unusable',
      reason: 'body is not JSON',
      eventId: bodyDigest,
      eventType: 'unknown',
      occurredAt: null,
      faxId: null,
    };
  }
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) {
    const loose = z
      .object({ data: z.object({ id: z.string().min(1).max(100), event_type: z.string().max(100) }) })
      .safeParse(json);
    return {
      kind: 'unusable',
      reason: refusalOf(parsed.error),
      eventId: loose.success ? loose.data.data.id : bodyDigest,
      eventType: loose.success ? loose.data.data.event_type : 'unknown',
      occurredAt: null,
      faxId: null,
    };
  }
  const { data } = parsed.data;
  const { payload } = data;
  const base = {
    eventId: data.id ?? bodyDigest,
    eventType: data.event_type,
    occurredAt: occurredAtOf(data.occurred_at),
    faxId: payload.fax_id,
  };
  if (data.event_type !== 'fax.received')
    return { ...base, kind: 'no_action', reason: `not a received fax (${data.event_type})` };
  if (payload.direction && payload.direction !== 'inbound')
    return { ...base, kind: 'no_action', reason: `a fax of direction ${payload.direction}` };
  const sender = payload.from?.trim() || null;
  if (!payload.media_url)
    return { ...base, kind: 'media_missing', sender, reason: 'fax.received without a media_url' };
  let mediaUrl: URL;
  try {
    mediaUrl = new URL(payload.media_url);
  } catch {
    return { ...base, kind: 'media_missing', sender, reason: 'media_url is not a URL' };
  }
  if (mediaUrl.protocol !== 'https:')
    return { ...base, kind: 'media_missing', sender, reason: 'media_url is not https' };
  return { ...base, kind: 'fax_received', mediaUrl, sender, partial: payload.partial_content === true };
}

export type MediaDownload = { ok: true; content: Buffer } | { ok: false; reason: string };

const MEDIA_TIMEOUT_MS = 30_000;

/**
 * The received PDF from the event's media link (https only, size capped). A link that answers
 * 403, 404 or 410 has expired (Telnyx's links are short-lived); any failure is a reason, never a
 * throw: the webhook answers 200 and operations fetch the fax from Telnyx by its id.
 */
export async function fetchTelnyxMedia(
  url: URL,
  maxBytes: number,
  fetchImpl: typeof fetch = fetch,
): Promise<MediaDownload> {
  let response: Response;
  try {
    response = await fetchImpl(url, { redirect: 'follow', signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { ok: false, reason: timedOut ? 'media download timed out' : 'media download failed' };
  }
  if ([403, 404, 410].includes(response.status))
    return { ok: false, reason: `media link expired or gone (HTTP ${response.status})` };
  if (!response.ok) return { ok: false, reason: `media link answered HTTP ${response.status}` };
  if (response.url && new URL(response.url).protocol !== 'https:')
    return { ok: false, reason: 'media link redirected away from https' };
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return { ok: false, reason: 'media larger than the fax limit' };
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return { ok: false, reason: 'media larger than the fax limit' };
      }
      chunks.push(Buffer.from(value));
    }
    const content = Buffer.concat(chunks);
    if (content.length === 0) return { ok: false, reason: 'media link answered an empty file' };
    return { ok: true, content };
  } catch {
    return { ok: false, reason: 'media download broke off' };
  }
}
