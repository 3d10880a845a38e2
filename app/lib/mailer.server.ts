import nodemailer, { type Transporter } from 'nodemailer';

export type OutgoingMail = {
  /**
   * The mail's own id (the outbox row's): it becomes the Message-ID, the same on every attempt, so
   * a copy delivered twice (the server took it, the connection broke before it said so, the mail
   * was sent again) is recognisable as one message by the mail servers and clients that look.
   */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
};

export type Mailer = {
  /** False when mails are only kept for the development mailbox. */
  readonly delivers: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** SMTP through nodemailer (SMTP_URL), with timeouts so a dead server cannot hang the worker. */
export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  if (!options.smtpUrl) {
    return { delivers: false, async send() {}, close() {} };
  }
  const url = new URL(options.smtpUrl);
  const secure = url.protocol === 'smtps:';
  // The domain of the sender's address names our Message-IDs (`<outbox-id@provato.it>`).
  const domain = /@([^\s>]+)>?\s*$/.exec(options.from)?.[1] ?? 'localhost';
  const transport: Transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    delivers: true,
    async send({ id, ...mail }) {
      await transport.sendMail({
        from: options.from,
        ...mail,
        messageId: id ? `<${id}@${domain}>` : undefined,
      });
    },
    close() {
      transport.close();
    },
  };
}
