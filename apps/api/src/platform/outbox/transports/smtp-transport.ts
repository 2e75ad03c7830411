import nodemailer, { type Transporter } from 'nodemailer';
import { PermanentDeliveryError, type MailTransport, type OutgoingEmail } from '../transport';

export class SmtpTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async sendEmail(email: OutgoingEmail): Promise<void> {
    try {
      await this.transporter.sendMail({
        from: this.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        messageId: email.messageId,
        attachments: email.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
      });
    } catch (err) {
      const code = (err as { responseCode?: number }).responseCode;
      // 5xx from the server is a permanent rejection of this message or address.
      if (typeof code === 'number' && code >= 500) {
        throw new PermanentDeliveryError(`SMTP ${code}: ${(err as Error).message}`);
      }
      throw err;
    }
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
