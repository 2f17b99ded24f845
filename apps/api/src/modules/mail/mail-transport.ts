import nodemailer, { type Transporter } from 'nodemailer';

export interface MailTransport {
  send(message: { from: string; to: string; replyTo?: string | null; subject: string; html: string; text: string; headers: Record<string, string> }): Promise<string>;
  verify(): Promise<boolean>;
  close(): void;
}

/** nodemailer over SMTP with a small pool of connections (one per concurrent job). */
export function createMailTransport(smtpUrl: string, maxConnections = 4): MailTransport {
  const transporter: Transporter = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections, connectionTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(m) {
      const info = (await transporter.sendMail({
        from: m.from,
        to: m.to,
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        subject: m.subject,
        html: m.html,
        text: m.text,
        headers: m.headers,
      })) as { messageId?: string };
      return info.messageId ?? '';
    },
    verify: async () => {
      await transporter.verify();
      return true;
    },
    close: () => transporter.close(),
  };
}
