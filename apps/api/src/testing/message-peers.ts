import { startPushPeer } from './push-peer';
import { startSmtpPeer } from './smtp-peer';
import { startTwilioPeer } from './twilio-peer';

/**
 * The three transports' peers on loopback (SMTP, Twilio's REST API, a push service) and the
 * settings that point a test app's real transports at them, for tests that follow a message
 * to where it arrives.
 */
export async function startMessagePeers() {
  const [smtp, sms, push] = await Promise.all([
    startSmtpPeer(),
    startTwilioPeer(),
    startPushPeer(),
  ]);
  const env: Record<string, string> = {
    SMTP_URL: smtp.url,
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000002',
    TWILIO_AUTH_TOKEN: 'test-token',
    TWILIO_FROM: '+15550100100',
    TWILIO_API_BASE_URL: sms.baseUrl,
    // The real Web Push transport (a demo would only record pushes), to the loopback service.
    PUSH_TRANSPORT: 'web-push',
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    VAPID_SUBJECT: 'mailto:office@riverhawks.test',
  };
  return {
    smtp,
    sms,
    push,
    env,
    close: () => Promise.all([smtp.close(), sms.close(), push.close()]).then(() => undefined),
  };
}
