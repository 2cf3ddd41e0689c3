import nodemailer from 'nodemailer';

/** SMTP_URL (smtp://user:pass@host:587, smtps:// for TLS from the start) and MAIL_FROM. */
export interface MailConfig {
  smtpUrl: string;
  from: string;
}

/** Mail delivery is on when SMTP_URL is set; MAIL_FROM is then required. */
export function readMailConfig(env: NodeJS.ProcessEnv): MailConfig | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  if (!URL.canParse(smtpUrl) || !/^smtps?:$/.test(new URL(smtpUrl).protocol))
    throw new Error('SMTP_URL must look like smtp://user:password@host:587.');
  const from = env.MAIL_FROM?.trim();
  if (!from) throw new Error('MAIL_FROM is required with SMTP_URL.');
  return { smtpUrl, from };
}

export interface MailMessage {
  to: string;
  cc?: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends one message; rejects with the server's answer when it is refused. */
export interface MailSender {
  /** Sends one message; answers the server's reply to it (e.g. '250 2.0.0 Ok: queued as …'). */
  send(message: MailMessage): Promise<string>;
  close(): void;
}

/** An SMTP sender with short timeouts, so an unreachable server fails an attempt, not the job. */
export function smtpSender(config: MailConfig): MailSender {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: config.from, ...message });
      return info.response;
    },
    close: () => transport.close(),
  };
}
