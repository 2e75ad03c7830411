import { Readable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import SMTPConnection from 'nodemailer/lib/smtp-connection/index.js';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import {
  HandOverRefusedError,
  PermanentDeliveryError,
  type HandOver,
  type MailTransport,
  type OutgoingEmail,
} from '../transport';

/** Connections kept open to the server, and messages sent on one before it is renewed. */
const DEFAULT_CONNECTIONS = 20;
const DEFAULT_MESSAGES_PER_CONNECTION = 1000;

/**
 * The message's bytes, then (when asked for more) the hand-over: the final "." that commits the
 * message goes only after `handOver` said yes. A server keeps nothing of a message whose data
 * never ended, so everything before that point is safe to send again.
 */
class HandedOverMessage extends Readable {
  private step = 0;
  /** The whole message went out and the hand-over was asked for. */
  get askedHandOver(): boolean {
    return this.step >= 2;
  }
  /** The worker said no (its claim is gone): nothing was committed. */
  refused = false;

  constructor(
    private readonly body: Buffer,
    private readonly handOver: HandOver | undefined,
  ) {
    super();
  }

  override _read(): void {
    if (this.step++ === 0) {
      this.push(this.body);
      return;
    }
    if (this.step !== 2) return;
    if (!this.handOver) {
      this.push(null);
      return;
    }
    this.handOver().then(
      (ok) => {
        if (ok) return void this.push(null);
        this.refused = true;
        this.destroy(new HandOverRefusedError());
      },
      (err: Error) => this.destroy(err),
    );
  }
}

/** The message's bytes and its envelope (the bare addresses of From and To). */
function compose(
  from: string,
  email: OutgoingEmail,
): Promise<{ envelope: SMTPConnection.Envelope; message: Buffer }> {
  const node = new MailComposer({
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    ...(email.html ? { html: email.html } : {}),
    messageId: email.messageId,
    ...(email.headers && Object.keys(email.headers).length ? { headers: email.headers } : {}),
    attachments: email.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content, 'base64'),
    })),
  }).compile();
  const { from: sender, to } = node.getEnvelope();
  return new Promise((resolve, reject) =>
    node.build((err, message) =>
      err ? reject(err) : resolve({ envelope: { from: sender, to }, message }),
    ),
  );
}

interface PooledConnection {
  connection: SMTPConnection;
  sent: number;
  /** The server or the network ended it (nodemailer's own flag is not public). */
  ended: boolean;
}

/**
 * Sends over a pool of open connections (SMTP_URL's `maxConnections`, default 20, each renewed
 * after `maxMessages`, default 1,000; `?pool=false`: one connection per email) instead of a
 * connection, greeting and TLS handshake per email. Many emails are on the wire at once, yet
 * each is committed (its final ".") only after the worker's hand-over, which the worker grants
 * to a few at a time: a crash leaves at most that few in doubt, however many were in flight.
 * Built on nodemailer's own connection and composer; its pool offers no such point.
 */
export class SmtpTransport implements MailTransport {
  readonly name = 'smtp';
  readonly defersHandOver = true;
  private readonly options: SMTPConnection.Options;
  private readonly maxConnections: number;
  private readonly maxMessages: number;
  private readonly idle: PooledConnection[] = [];
  private readonly waiting: ((c: PooledConnection | null) => void)[] = [];
  private open = 0;
  private closed = false;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const parsed = parseConnectionUrl(smtpUrl) as SMTPConnection.Options & {
      pool?: boolean;
      maxConnections?: number;
      maxMessages?: number;
    };
    const { pool, maxConnections, maxMessages, ...options } = parsed;
    this.options = options;
    this.maxConnections = Math.max(1, Number(maxConnections) || DEFAULT_CONNECTIONS);
    this.maxMessages =
      pool === false ? 1 : Math.max(1, Number(maxMessages) || DEFAULT_MESSAGES_PER_CONNECTION);
  }

  async sendEmail(email: OutgoingEmail, handOver?: HandOver): Promise<void> {
    const { envelope, message } = await compose(this.from, email);
    for (let attempt = 1; ; attempt++) {
      const pooled = await this.acquire();
      const stream = new HandedOverMessage(message, handOver);
      let outcome: 'reuse' | 'quit' | 'close' = 'close';
      try {
        await new Promise<void>((resolve, reject) =>
          pooled.connection.send(envelope, stream, (err) => (err ? reject(err) : resolve())),
        );
        outcome = ++pooled.sent < this.maxMessages ? 'reuse' : 'quit';
        return;
      } catch (err) {
        if (stream.refused) throw new HandOverRefusedError();
        const code = (err as { responseCode?: number }).responseCode;
        // 5xx from the server is a permanent rejection of this message or address.
        if (typeof code === 'number' && code >= 500) {
          throw new PermanentDeliveryError(`SMTP ${code}: ${(err as Error).message}`);
        }
        // A kept connection the server had dropped meanwhile: once more on a new one, which is
        // safe while nothing was handed over.
        const stale = pooled.sent > 0 && !stream.askedHandOver && code === undefined;
        if (!stale || attempt > 1) throw err;
      } finally {
        this.release(pooled, outcome);
      }
    }
  }

  private async acquire(): Promise<PooledConnection> {
    for (;;) {
      const idle = this.idle.pop();
      if (idle && !idle.ended) return idle;
      if (idle) {
        this.open--;
        continue;
      }
      if (this.open < this.maxConnections) {
        this.open++;
        try {
          return await this.connect();
        } catch (err) {
          this.open--;
          this.wakeOne();
          throw err;
        }
      }
      const next = await new Promise<PooledConnection | null>((r) => this.waiting.push(r));
      if (next) return next;
    }
  }

  private connect(): Promise<PooledConnection> {
    const connection = new SMTPConnection(this.options);
    const pooled: PooledConnection = { connection, sent: 0, ended: false };
    // A connection dropped while idle is marked, not thrown, and not taken again.
    connection.on('error', () => (pooled.ended = true));
    connection.once('end', () => (pooled.ended = true));
    return new Promise((resolve, reject) =>
      connection.connect((err) => {
        if (err) {
          connection.close();
          return reject(err);
        }
        const auth = this.options.auth;
        if (!auth) return resolve(pooled);
        connection.login(auth as SMTPConnection.Credentials, (loginErr) => {
          if (!loginErr) return resolve(pooled);
          connection.close();
          reject(loginErr);
        });
      }),
    );
  }

  /**
   * Back to the pool, or ended: QUIT after its last message, closed after a failure (a message
   * cut off before its final "." is dropped by the server).
   */
  private release(pooled: PooledConnection, outcome: 'reuse' | 'quit' | 'close'): void {
    if (outcome !== 'reuse' || this.closed || pooled.ended) {
      if (outcome === 'close') pooled.connection.close();
      else pooled.connection.quit();
      this.open--;
      this.wakeOne();
      return;
    }
    const waiter = this.waiting.shift();
    if (waiter) waiter(pooled);
    else this.idle.push(pooled);
  }

  /** A waiter for a connection may now open its own. */
  private wakeOne(): void {
    this.waiting.shift()?.(null);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pooled of this.idle.splice(0)) pooled.connection.quit();
    this.open = 0;
  }
}
