import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that the platform delivers to (SMTP_URL). Each message is written to a
 * folder so that test workers, which run in other processes, can read it.
 */
export function startMailCatcher(dir: string, port: number): Promise<SMTPServer> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        count += 1;
        // Written aside, then renamed into place in one step: a test reading the folder meanwhile never
        // parses half a message.
        const name = `${Date.now()}-${count}.json`;
        writeFileSync(join(dir, `.${name}`), JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
        renameSync(join(dir, `.${name}`), join(dir, name));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read codes and links from a mail body. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export interface CaughtMail {
  to: string[];
  text: string;
}

export function mailsTo(dir: string, address: string): CaughtMail[] {
  return readdirSync(dir)
    .filter((f) => !f.startsWith('.'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string[]; raw: string })
    .filter((m) => m.to.includes(address.toLowerCase()))
    .map((m) => ({ to: m.to, text: decodeQuotedPrintable(m.raw) }));
}

/** Waits for the newest mail to an address that matches a pattern and returns the first capture group. */
export async function waitForMail(
  dir: string,
  address: string,
  pattern: RegExp,
  timeoutMs = TEST_TIMEOUTS.e2e.expect,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailsTo(dir, address);
    for (const mail of mails.reverse()) {
      const match = mail.text.match(pattern);
      if (match?.[1]) return match[1];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${address} matching ${pattern} within ${timeoutMs} ms`);
}

/** The 6-digit code in a sign-up or reset mail: on a line of its own in the plain-text part. */
export const OTP_IN_MAIL = /^ {4}(\d{6})\r?$/m;
