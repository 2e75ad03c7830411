import type { AddressInfo } from 'node:net';
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
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          this.messages.push({ envelope, raw, ...parseMessage(raw), receivedAt: new Date() });
          for (const notify of this.listeners) notify();
          callback();
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

// --- Minimal MIME decoding: enough for what nodemailer sends (encoded-word headers,
// multipart/alternative or mixed, quoted-printable or base64 parts). ---

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBytes(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(text: string): Buffer {
  const softBreaksRemoved = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const c = softBreaksRemoved[i]!;
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in a header value. */
export function decodeHeader(value: string): string {
  const encodedWord = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(encodedWord, (_m, charset: string, encoding: string, text: string) =>
      decodeBytes(
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
        charset,
      ),
    );
}

function param(headerValue: string | undefined, name: string): string {
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(headerValue ?? '');
  return match ? (match[1] ?? match[2] ?? '') : '';
}

function decodeBody(part: Part): string {
  return decodeTransfer(part).replace(/\r\n/g, '\n');
}

function decodeTransfer(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = param(part.headers.get('content-type'), 'charset') || 'utf-8';
  if (encoding === 'base64') {
    return decodeBytes(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'), charset);
  }
  if (encoding === 'quoted-printable')
    return decodeBytes(decodeQuotedPrintable(part.body), charset);
  return part.body;
}

/** The first text/plain and text/html leaves of a (possibly multipart) part. */
function findBodies(part: Part, found: { text?: string; html?: string }, depth = 0): void {
  const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/') && depth < 10) {
    const boundary = param(part.headers.get('content-type'), 'boundary');
    if (!boundary) return;
    const pieces = part.body.split(
      new RegExp(`\\r?\\n?--${escapeRegExp(boundary)}(?:--)?\\r?\\n?`),
    );
    for (const piece of pieces.slice(1)) {
      if (piece.trim()) findBodies(splitPart(piece), found, depth + 1);
    }
    return;
  }
  const attachment = /^attachment/i.test(part.headers.get('content-disposition') ?? '');
  if (attachment) return;
  if (type.startsWith('text/plain') && found.text === undefined) found.text = decodeBody(part);
  if (type.startsWith('text/html') && found.html === undefined) found.html = decodeBody(part);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Headers and bodies of a raw RFC 5322 message. */
export function parseMessage(
  raw: string,
): Pick<ReceivedMail, 'to' | 'from' | 'subject' | 'text' | 'html'> {
  const top = splitPart(raw);
  const bodies: { text?: string; html?: string } = {};
  findBodies(top, bodies);
  return {
    to: decodeHeader(top.headers.get('to') ?? ''),
    from: decodeHeader(top.headers.get('from') ?? ''),
    subject: decodeHeader(top.headers.get('subject') ?? ''),
    text: bodies.text ?? '',
    html: bodies.html ?? '',
  };
}
