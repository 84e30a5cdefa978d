import { createPublicKey, verify } from 'node:crypto';
import { z } from 'zod';
import type { InboundFaxFile } from './port';

/**
 * Telnyx Programmable Fax: an inbound fax arrives as a `fax.received` webhook whose body is
 * signed with Ed25519 over `<telnyx-timestamp>|<raw body>` (header `telnyx-signature-ed25519`,
 * base64), verified with the account's public key; its `media_url` is a short-lived link to the PDF.
 */
export const TELNYX_TOLERANCE_SECONDS = 300;

const eventSchema = z.object({
  data: z.object({
    event_type: z.string(),
    payload: z.object({
      fax_id: z.string().min(1).max(100),
      from: z.string().max(100).optional(),
      direction: z.string().optional(),
      media_url: z.url().optional(),
    }),
  }),
});
export type TelnyxFaxEvent = z.infer<typeof eventSchema>;

export type TelnyxVerdict =
  | { ok: true; event: TelnyxFaxEvent }
  | { ok: false; reason: 'missing_signature' | 'bad_signature' | 'stale' | 'bad_payload' };

/** The Ed25519 key as Telnyx shows it (base64 of the 32 raw bytes), in the form Node verifies with. */
export function telnyxPublicKey(base64: string) {
  const raw = Buffer.from(base64, 'base64');
  const spkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');
  return createPublicKey({ key: Buffer.concat([spkiPrefix, raw]), format: 'der', type: 'spki' });
}

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
  try {
    const parsed = eventSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
    return parsed.success ? { ok: true, event: parsed.data } : { ok: false, reason: 'bad_payload' };
  } catch {
    return { ok: false, reason: 'bad_payload' };
  }
}

/** The received PDF, fetched from the event's media link (https only, size capped). */
export async function fetchTelnyxFax(
  event: TelnyxFaxEvent,
  maxBytes: number,
  fetchImpl: typeof fetch = fetch,
): Promise<InboundFaxFile> {
  const { payload } = event.data;
  if (!payload.media_url || new URL(payload.media_url).protocol !== 'https:')
    throw new Error('fax.received without an https media_url');
  const response = await fetchImpl(payload.media_url, {
    redirect: 'follow',
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`media download answered ${response.status}`);
  const content = Buffer.from(await response.arrayBuffer());
  if (content.length > maxBytes) throw new Error('media larger than the fax limit');
  return {
    source: 'fax_provider',
    externalId: `telnyx:${payload.fax_id}`,
    sender: payload.from ?? null,
    filename: `fax-${payload.fax_id}.pdf`,
    contentType: 'application/pdf',
    content,
  };
}
