/** A message recorded by the server's dev mail transport (DEMO only), as /dev/mailbox.json lists it. */
export interface DevMail {
  id: string | number;
  /** 'email' or 'sms' (texts are recorded too). */
  channel?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Every message the server has "sent" through its dev transport, newest first. */
export async function readMailbox(serverUrl: string): Promise<DevMail[]> {
  const res = await fetch(`${serverUrl.replace(/\/$/, '')}/dev/mailbox.json`);
  if (!res.ok) {
    throw new Error(`GET /dev/mailbox.json answered ${res.status}: ${await res.text()}`);
  }
  return (await res.json()) as DevMail[];
}

/**
 * The newest message matching `predicate`, waiting for it up to `timeoutMs` (mail goes through
 * the outbox worker, so it arrives a moment after the request that sent it; on a busy machine,
 * seconds after). Ends as soon as the message is there.
 */
export async function waitForMail(
  serverUrl: string,
  predicate: (mail: DevMail) => boolean,
  timeoutMs = 30_000,
): Promise<DevMail> {
  const deadline = Date.now() + timeoutMs;
  let seen: DevMail[] = [];
  for (;;) {
    seen = await readMailbox(serverUrl);
    const match = seen.find(predicate);
    if (match) return match;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const listed = seen.map((m) => `  ${m.to}: ${m.subject}`).join('\n') || '  (none)';
  throw new Error(`No matching mail within ${timeoutMs} ms. Mailbox:\n${listed}`);
}
