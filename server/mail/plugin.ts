// Mail's place in the app: the mail.send job handler on the app's worker, with SMTP delivery when
// SMTP_URL is set. app.mail tells modules the From address and the console's public address.
import fp from 'fastify-plugin';
import { deliver, MAIL_JOB } from './outbox';
import { mailSettingsFromEnv, smtpTransport, type MailSettings, type Transport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailSettings;
  }
}

export interface MailOptions extends Partial<MailSettings> {
  /** tests: a transport in place of nodemailer's */
  transport?: Transport;
}

export default fp<MailOptions>(
  async (app, options) => {
    const { transport: injected, ...overrides } = options;
    const settings: MailSettings = { ...mailSettingsFromEnv(process.env), ...overrides };
    const transport = injected ?? (settings.smtpUrl ? smtpTransport(settings.smtpUrl) : null);
    app.decorate('mail', settings);
    app.jobs.define(MAIL_JOB, (payload, { db }) => deliver(db, payload, { transport, from: settings.from, now: app.now() }));
  },
  { name: 'mail', fastify: '5.x', dependencies: ['db', 'jobs'] },
);
