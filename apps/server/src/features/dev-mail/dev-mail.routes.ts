import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { auditCallerOf } from '../audit/audit-caller';
import { listRecentMessages } from '../mail/outbox.repo';
import { listRecentSms } from '../notifications/notifications.repo';
import { recordSmsReply } from '../notifications/notifications.service';

const RECENT_LIMIT = 200;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The development outbox (DESIGN §6): registered only outside production. */
export const devMailRoutes =
  ({ db }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/mail.json',
      {
        schema: {
          hide: true,
          response: {
            200: z.array(
              z.object({ to: z.string(), subject: z.string(), text: z.string(), createdAt: z.date() }),
            ),
          },
        },
        config: { rateLimit: false },
      },
      async () => listRecentMessages(db, RECENT_LIMIT),
    );

    app.get(
      '/dev/sms.json',
      {
        schema: {
          hide: true,
          response: {
            200: z.array(
              z.object({ to: z.string(), body: z.string(), status: z.string(), createdAt: z.date() }),
            ),
          },
        },
        config: { rateLimit: false },
      },
      async () => listRecentSms(db, RECENT_LIMIT),
    );

    // A patient texting back, locally: what Twilio's webhook hands over when it is set up.
    app.post(
      '/dev/sms/replies',
      {
        schema: {
          hide: true,
          body: z.object({ from: z.string().min(1).max(20), body: z.string().max(1600) }),
          response: { 200: z.object({ recorded: z.enum(['opt_out', 'opt_in']).nullable() }) },
        },
      },
      async (request) => ({
        recorded: await recordSmsReply(db, request.body, auditCallerOf(request)),
      }),
    );

    app.get(
      '/dev/mail',
      { schema: { hide: true }, config: { rateLimit: false } },
      async (_request, reply) => {
        const [messages, texts] = await Promise.all([
          listRecentMessages(db, RECENT_LIMIT),
          listRecentSms(db, RECENT_LIMIT),
        ]);
        const items = messages
          .map(
            (m) =>
              `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()} · ${m.status}</p><pre>${escapeHtml(m.text)}</pre></article>`,
          )
          .join('\n');
        // Texts beside e-mail: the local SMS sender's outbox (Twilio when configured).
        const smsItems = texts
          .map(
            (t) =>
              `<article><p class="meta">Text to ${escapeHtml(t.to)} · ${t.createdAt.toISOString()} · ${t.status}</p><pre>${escapeHtml(t.body)}</pre></article>`,
          )
          .join('\n');
        return reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mail</title><style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}article{border:1px solid #dee2e6;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}.meta{color:#666;font-size:.85rem}pre{white-space:pre-wrap;font-family:inherit}</style></head><body><h1>Development mail (${messages.length})</h1>${items || '<p>No mail yet.</p>'}<h1>Text messages (${texts.length})</h1>${smsItems || '<p>No text messages yet.</p>'}</body></html>`,
          );
      },
    );
  };
