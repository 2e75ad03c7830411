import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's metrics: counted wherever the work happens (requests, deliveries, reminder
 * passes, sign-ins) and shared by every server in the process. prom-client's default metrics add
 * the process's own: RSS, CPU, heap, event-loop lag, handles.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

/**
 * Buckets from 5 ms to 10 s: most answers take a few milliseconds, a sign-in or an export a
 * second or more, and the pool's 20 s wait shows in the last bucket.
 */
export const httpRequestDuration = new Histogram({
  name: 'dugout_http_request_duration_seconds',
  help: 'HTTP request latency by method, route pattern (never the raw URL) and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

export const outboxDeliveries = new Counter({
  name: 'dugout_outbox_deliveries_total',
  help: 'Outbox delivery attempts by channel (email, sms, push) and result (sent, skipped, retry, failed)',
  labelNames: ['channel', 'result'] as const,
  registers: [processRegistry],
});

export const reminderPasses = new Counter({
  name: 'dugout_reminder_passes_total',
  help: 'Reminder passes run by this process, by result (ok, error)',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});

export const reminderMessages = new Counter({
  name: 'dugout_reminders_queued_total',
  help: 'Event and duty reminders queued by this process',
  registers: [processRegistry],
});

export const conversationDigestPasses = new Counter({
  name: 'dugout_conversation_digest_passes_total',
  help: 'Conversation digest passes run by this process, by result (ok, partial: some members failed, error)',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});

export const conversationDigests = new Counter({
  name: 'dugout_conversation_digests_total',
  help: 'Conversation digest emails, by result (queued, failed: tried again at the next pass)',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});

export const signInCodesSent = new Counter({
  name: 'dugout_sign_in_codes_sent_total',
  help: 'Sign-in codes queued for email (a request for an unknown address sends none)',
  registers: [processRegistry],
});

export const signInFailures = new Counter({
  name: 'dugout_sign_in_failures_total',
  help: 'Refused sign-in codes by reason (invalid_code, too_many_attempts, sign_in_limited)',
  labelNames: ['reason'] as const,
  registers: [processRegistry],
});
