import type { FastifyBaseLogger } from 'fastify';
import type nodemailer from 'nodemailer';
import type { OutgoingMail } from './outgoing-mail.ts';

/**
 * Delivers one outbox mail. With SMTP_URL: nodemailer's SMTP transport. Without: nodemailer still builds
 * the complete message (stream transport), which is kept in the outbox row, and a log line shows the
 * recipient, subject and code or link, so sign-up and password reset work on a machine with no mail server.
 */
export interface MailTransport {
  mode: 'smtp' | 'log';
  /** For the start-up banner; never includes credentials. */
  description: string;
  send(mail: OutgoingMail, messageId: string): Promise<Record<string, unknown>>;
  close(): void;
}

export function createMailTransport(options: {
  smtpUrl: string | null;
  from: string;
  log: FastifyBaseLogger;
}): MailTransport {
  const { smtpUrl, from, log } = options;
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    // Timeouts stay well inside the outbox lease, so a hung server cannot outlive the worker's claim on a row.
    const transporter = onFirstMail((mailer) =>
      mailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      }),
    );
    return {
      mode: 'smtp',
      description: `SMTP ${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`,
      async send(mail, messageId) {
        const info = await (await transporter.get()).sendMail({ from, messageId, ...mailFields(mail) });
        return { transport: 'smtp', messageId: info.messageId, accepted: info.accepted, response: info.response };
      },
      close: () => transporter.close(),
    };
  }

  const transporter = onFirstMail((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    mode: 'log',
    description: 'not sent (SMTP_URL unset): kept in the outbox table and logged',
    async send(mail, messageId) {
      const info = await (await transporter.get()).sendMail({ from, messageId, ...mailFields(mail) });
      log.info(
        { mail: { to: mail.to, subject: mail.subject } },
        `mail to ${mail.to} "${mail.subject}": ${mail.preview} (not sent, SMTP_URL is unset)`,
      );
      return { transport: 'log', messageId: info.messageId, raw: (info.message as Buffer).toString('utf8') };
    },
    close: () => transporter.close(),
  };
}

/**
 * The transporter, created at the first mail: nodemailer is loaded then, so a process that sends no mail never
 * holds it in memory. Creating a transporter opens no connection (the first send does), so nothing that was
 * checked at start-up is checked later now.
 */
function onFirstMail<T extends { close(): void }>(create: (mailer: typeof nodemailer) => T) {
  let created: Promise<T> | null = null;
  return {
    get: (): Promise<T> => {
      created ??= import('nodemailer').then(({ default: mailer }) => create(mailer));
      return created;
    },
    close: (): void => {
      void created?.then(
        (transporter) => transporter.close(),
        () => {},
      );
    },
  };
}

function mailFields(mail: OutgoingMail) {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.contentBase64,
      encoding: 'base64',
    })),
  };
}
