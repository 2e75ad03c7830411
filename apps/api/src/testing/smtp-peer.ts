import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the peer received it. */
export interface ReceivedMail {
  /** SMTP envelope recipients (RCPT TO). */
  to: string[];
  /** The raw message, headers and body, as sent. */
  raw: string;
  /** The decoded Subject header. */
  subject: string;
  /** The decoded text/plain part ('' when there is none). */
  text: string;
}

/**
 * A real SMTP server on loopback for tests of email (set SMTP_URL to `url`): the portal's own
 * transport (nodemailer) sends to it, and the test reads what a mail provider would receive.
 */
export async function startSmtpPeer(): Promise<{
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const message = splitPart(raw);
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeHeader(message.headers.get('subject') ?? ''),
          text: plainText(message) ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Just enough MIME for what nodemailer sends: encoded-word headers, nested multiparts,
// quoted-printable or base64 parts in UTF-8.

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const end = /\r?\n\r?\n/.exec(raw);
  const head = end ? raw.slice(0, end.index) : raw;
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && !headers.has(line.slice(0, colon).trim().toLowerCase()))
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end ? raw.slice(end.index + end[0].length) : '' };
}

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const s = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < s.length; i++) {
    const hex = s.slice(i + 1, i + 3);
    if (s[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

function decodeHeader(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_m, encoding: string, text: string) =>
      (encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : quotedPrintable(text.replace(/_/g, ' '))
      ).toString('utf8'),
    );
}

/** The first text/plain part, decoded; null when the message has none. */
function plainText(part: Part): string | null {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const text = plainText(splitPart(chunk.replace(/^\r?\n/, '')));
      if (text !== null) return text;
    }
    return null;
  }
  if (!/^text\/plain/i.test(type)) return null;
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(part.body)
        : Buffer.from(part.body, 'utf8');
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}
