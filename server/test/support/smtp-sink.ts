import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text/plain part. */
  text: string;
}

/** Decodes the text/plain part of a nodemailer message (quoted-printable, base64 or plain). */
function textPart(raw: string): string {
  const normalized = raw.replace(/\r\n/g, '\n');
  const boundary = /boundary="?([^";\n]+)"?/i.exec(normalized)?.[1];
  const parts = boundary ? normalized.split(`--${boundary}`) : [normalized];
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? normalized;
  const split = part.indexOf('\n\n');
  const headers = part.slice(0, split);
  const body = part.slice(split + 2);
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, so tests read codes and links out of the
 * mails the app actually sent through nodemailer.
 */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  /** While set, every message is refused with a temporary error (451), as a struggling server would. */
  refuse = false;
  private waiters: Array<{ to: string; resolve: (mail: ReceivedMail) => void; seen: number }> = [];
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      if (this.refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject: decodeHeader(subjectLine.replace(/\r?\n[ \t]/g, ' ')),
          text: textPart(raw),
        };
        this.mails.push(mail);
        this.notify();
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private mailsTo(to: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(to.toLowerCase()));
  }

  private notify(): void {
    this.waiters = this.waiters.filter((waiter) => {
      const mail = this.mailsTo(waiter.to)[waiter.seen];
      if (!mail) return true;
      waiter.resolve(mail);
      return false;
    });
  }

  /** Resolves with the next mail to `to` after the `seen` ones already received (waits for delivery, no polling). */
  next(to: string, seen = this.mailsTo(to).length): Promise<ReceivedMail> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No mail to ${to} arrived`)), 10_000);
      this.waiters.push({
        to,
        seen,
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      });
      this.notify();
    });
  }

  count(to: string): number {
    return this.mailsTo(to).length;
  }
}

export function otpIn(mail: ReceivedMail): string {
  const code = /^ {4}(\d{6})$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in mail "${mail.subject}":\n${mail.text}`);
  return code;
}

export function resetTokenIn(mail: ReceivedMail): string {
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No reset link in mail "${mail.subject}":\n${mail.text}`);
  return token;
}
