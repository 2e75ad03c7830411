import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type Attachment } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the peer received it. */
export interface ReceivedMail {
  /** SMTP envelope: MAIL FROM and every RCPT TO. */
  envelope: { from: string | null; to: string[] };
  /** The raw message (headers and body) as received. */
  raw: string;
  /** Decoded headers. */
  to: string;
  from: string;
  subject: string;
  /** The decoded text/plain body ('' when there is none). */
  text: string;
  /** The decoded text/html body ('' when there is none). */
  html: string;
  /** Every part that is not the text or HTML body: files, and an event's text/calendar. */
  attachments: Attachment[];
  receivedAt: Date;
}

/**
 * A real SMTP server on 127.0.0.1 and a free port, recording every message. Pass
 * `SMTP_URL: peer.url` to startServer to have the API deliver mail to it.
 *
 *   const peer = new SmtpPeer();
 *   await peer.start();
 *   ...
 *   const mail = await peer.waitFor((m) => m.envelope.to.includes('a@b.test'));
 *   await peer.stop();
 */
export class SmtpPeer {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private listeners = new Set<() => void>();
  port = 0;

  /** smtp://127.0.0.1:<port> (after start). */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<string> {
    const server = new SMTPServer({
      authOptional: true,
      // Accept any credentials, in the clear: this is a test peer on the loopback interface.
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
      // Without TLS, nodemailer never tries to upgrade to a self-signed certificate.
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 25 * 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          simpleParser(raw).then((parsed) => {
            this.messages.push({
              envelope,
              raw: raw.toString('utf8'),
              to: addresses(parsed.to),
              from: addresses(parsed.from),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html || '',
              attachments: parsed.attachments,
              receivedAt: new Date(),
            });
            for (const notify of this.listeners) notify();
            callback();
          }, callback);
        });
      },
    });
    server.on('error', () => {
      // Client errors (a dropped connection) must not crash the test run.
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this.url;
  }

  /** The first received message matching `predicate`, waiting up to `timeoutMs` for it. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
    const found = this.messages.find(predicate);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = this.messages.find(predicate);
        if (!match) return;
        cleanup();
        resolve(match);
      };
      const timer = setTimeout(() => {
        cleanup();
        const listed =
          this.messages.map((m) => `  ${m.envelope.to.join(', ')}: ${m.subject}`).join('\n') ||
          '  (none)';
        reject(new Error(`No matching mail within ${timeoutMs} ms. Received:\n${listed}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.listeners.delete(check);
      };
      this.listeners.add(check);
    });
  }

  /** Forgets the messages received so far. */
  clear(): void {
    this.messages.length = 0;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A decoded address header as written: `"Rosa Díaz" <rosa@riverhawks.test>, ...`. */
function addresses(header: AddressObject | AddressObject[] | undefined): string {
  return [header ?? []]
    .flat()
    .map((list) => list.text)
    .join(', ');
}
