// SMTP delivery through nodemailer (issue 16). SMTP_URL (smtp://user:pass@host:587, smtps://… for
// implicit TLS) turns delivery on; without it messages are rendered and kept in the outbox, Stored.
import nodemailer from 'nodemailer';

export interface MailSettings {
  /** null: no delivery, every message is Stored in the outbox */
  smtpUrl: string | null;
  /** the From header */
  from: string;
  /** the console's address, for the links inside messages */
  publicUrl: string;
}

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** files sent with the message (an email report's PDF and CSV: server/db/schema/email-reports.ts) */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** Sends one message and answers the SMTP server's reply ("250 2.0.0 OK …"); throws with the refusal. */
export type Transport = (mail: OutgoingMail) => Promise<string>;

export function mailSettingsFromEnv(env: NodeJS.ProcessEnv): MailSettings {
  const port = env.PORT ?? '8080';
  return {
    smtpUrl: env.SMTP_URL?.trim() || null,
    from: env.MAIL_FROM?.trim() || 'Palisade <no-reply@palisade.invalid>',
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
  };
}

export function smtpTransport(smtpUrl: string): Transport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } as never);
  return async (mail) => {
    const info = (await transporter.sendMail(mail)) as { response?: string };
    return info.response ?? 'accepted';
  };
}

/** The SMTP server's words for a failure when it gave some, else the error's message. */
export function smtpAnswerOf(error: unknown): string {
  const e = error as { response?: unknown; message?: unknown };
  if (typeof e?.response === 'string' && e.response) return e.response;
  if (typeof e?.message === 'string' && e.message) return e.message;
  return String(error);
}
