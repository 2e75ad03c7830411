import type { Db } from '../../db/database';
import type {
  MailTransport,
  OutgoingEmail,
  OutgoingPush,
  OutgoingSms,
  PushTransport,
  SmsTransport,
} from '../transport';

/**
 * The default transport of a demo or development server: nothing leaves the machine; every
 * message is recorded and shown at /dev/mailbox.
 */
export class DevTransport implements MailTransport, SmsTransport, PushTransport {
  readonly name = 'dev';
  constructor(private readonly db: Db) {}

  async sendEmail(email: OutgoingEmail): Promise<void> {
    await this.db
      .insertInto('dev_mailbox')
      .values({
        channel: 'email',
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
      })
      .execute();
  }

  async sendSms(sms: OutgoingSms): Promise<void> {
    await this.db
      .insertInto('dev_mailbox')
      .values({ channel: 'sms', to: sms.to, subject: '', text: sms.text, html: null })
      .execute();
  }

  /** A push is recorded with its title and body; the subject names the page it opens. */
  async sendPush(push: OutgoingPush): Promise<void> {
    const { title, body, url } = JSON.parse(push.payload) as {
      title: string;
      body: string;
      url: string;
    };
    await this.db
      .insertInto('dev_mailbox')
      .values({
        channel: 'push',
        to: push.endpoint,
        subject: title,
        text: `${body}\n${url}`,
        html: null,
      })
      .execute();
  }
}
