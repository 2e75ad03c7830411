import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { escapeHtml } from '../../platform/html';
import { isLocalRequest } from '../../platform/loopback';
import { textAnswer } from '../../platform/route-schemas';
import { listDevMailbox } from './mailbox.queries';

/**
 * DEMO mode only: what the dev transport "sent" (sign-in codes, invitations, notices), so a
 * demo or a test can read it. Never registered on a real deployment (the configuration refuses
 * DEMO=1 with a PUBLIC_URL that is not loopback), and even in demo mode it answers only requests
 * from this machine addressed to it (platform/loopback.ts): to anyone else (the LAN when HOST is
 * 0.0.0.0, a page rebinding its DNS name to 127.0.0.1, a tunnel) it is the 404 of a route that
 * does not exist.
 */
const mailboxJson = {
  response: {
    200: z.array(
      z.object({
        id: z.number(),
        channel: z.string(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        html: z.string().nullable(),
        createdAt: z.date(),
      }),
    ),
  },
};
const mailboxPage = textAnswer('text/html', 'What the demo server would have sent, newest first');

export async function devMailboxRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const list = () => listDevMailbox(db, 200);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const local = { access: 'public' as const };

  r.get('/dev/mailbox.json', { config: local, schema: mailboxJson }, async (request, reply) => {
    if (!isLocalRequest(request)) {
      reply.callNotFound();
      return reply;
    }
    reply.header('Cache-Control', 'no-store');
    const rows = await list();
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.to,
      subject: r.subject,
      text: r.text,
      html: r.html,
      createdAt: r.created_at,
    }));
  });

  r.get('/dev/mailbox', { config: local, schema: mailboxPage }, async (request, reply) => {
    if (!isLocalRequest(request)) {
      reply.callNotFound();
      return reply;
    }
    const rows = await list();
    const items = rows
      .map(
        (r) => `<article><header><strong>${escapeHtml(r.subject || '(SMS)')}</strong>
<span>${r.channel} → ${escapeHtml(r.to)} · ${r.created_at.toISOString()}</span></header>
<pre>${escapeHtml(r.text)}</pre></article>`,
      )
      .join('\n');
    reply.header('Cache-Control', 'no-store').type('text/html');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #d1d5db;border-radius:.5rem;margin:1rem 0;padding:1rem}header{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:space-between}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Dev mailbox</h1><p>Emails and texts the demo server would have sent. Newest first.</p>${items || '<p>Nothing sent yet.</p>'}</body></html>`;
  });
}
