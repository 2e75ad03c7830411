import { SMTPServer } from 'smtp-server';
import { freePort } from './proc';

/** A local SMTP peer that accepts everything and counts the recipients it was sent. */
export async function startSmtpPeer() {
  const port = await freePort();
  const received: { to: string; at: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        const at = performance.now();
        for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, at });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
