/**
 * Signed-in visitors for the browser benchmarks: a mail catcher on loopback (the platform mails a learner's
 * sign-up code there), a learner signed up through the API's own OTP flow, and a sign-in that gives what the
 * shell keeps of a session and where (shared/src/session.ts: the super admin's in session storage, everyone
 * else's in local storage, under `skillhub-auth`).
 */
import { SMTPServer } from 'smtp-server';
import { startPlatform } from './bench-platform.mjs';

export const AUTH_STORAGE_KEY = 'skillhub-auth';
/** The super admin the benchmarks' platform creates at its first start (startPlatformWithMail). */
export const BENCH_ADMIN = { email: 'bench.admin@example.com', password: 'Bench-Admin@12345' };
const LEARNER = { name: 'Bench Learner', password: 'Bench@12345' };
/** The 6-digit code in a sign-up mail: on a line of its own in the plain-text part (e2e/support/mailbox.ts). */
const OTP_IN_MAIL = /^ {4}(\d{6})\r?$/m;

/** Mail caught on loopback, kept in memory: the platform sends the learner's sign-up code here. */
export function startMailCatcher() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          // Quoted-printable soft breaks and escapes undone, enough to read a code.
          text: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve({
        mails,
        port: server.server.address().port,
        close: () => new Promise((done) => server.close(done)),
      }),
    );
  });
}

const post = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A new learner signed up through the API's OTP flow, the code read from the caught mail: its credentials. */
export async function signUpLearner(api, mails, prefix = 'bench') {
  const email = `${prefix}.${Date.now()}@example.com`;
  await api('/user/send-signup-otp', post({ name: LEARNER.name, email, password: LEARNER.password }));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const otp = mails.findLast((mail) => mail.to.includes(email))?.text.match(OTP_IN_MAIL)?.[1];
    if (otp) {
      await api('/user/verify-signup-otp', post({ email, otp }));
      return { email, password: LEARNER.password };
    }
    if (Date.now() > deadline) throw new Error(`no sign-up code mailed to ${email} in 30 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A payment link for a new lead (an enquiry about `courseId`), sent by the super admin by e-mail: its address, as the
 * send answers it once (/pay/{token}).
 */
export async function paymentLinkPath(api, courseId) {
  const stamp = Date.now();
  const email = `bench.lead.${stamp}@example.com`;
  const phone = `9${String(stamp).slice(-9)}`;
  await api('/course/enquiry', post({ name: 'Bench Lead', email, phone, interestedCourse: courseId }));
  const admin = await api('/user/login', post(BENCH_ADMIN));
  const authorization = { authorization: `Bearer ${admin.accessToken}` };
  const leads = await api(`/course/enquiry?search=${encodeURIComponent(email)}`, { headers: authorization });
  const lead = leads.find((item) => item.email === email);
  if (!lead) throw new Error(`the lead ${email} was not found`);
  const sent = await api(`/course/enquiry/${lead._id}/payment-link`, {
    ...post({ courseId, channel: 'email' }),
    headers: { 'content-type': 'application/json', ...authorization },
  });
  return new URL(sent.url).pathname;
}

/**
 * A fresh sign-in (access tokens last 15 minutes) through POST /api/user/login on `base`: the storage
 * (`localStorage` or `sessionStorage`, as the shell chooses by role), the value the shell keeps there, and the
 * session's cookies as the browser would keep them (`{ name, value, path }`: the page cookie, by which the server
 * draws a learner's own pages, and the refresh cookie).
 */
export async function signIn(base, { email, password }) {
  const response = await fetch(`${base}/api/user/login`, post({ email, password }));
  if (!response.ok) throw new Error(`${email}: ${response.status} ${await response.text()}`);
  const { data } = await response.json();
  if (!data.accessToken) throw new Error(`${email} was asked for a sign-in code`);
  const { accessToken, user, permissions } = data;
  const cookies = response.headers.getSetCookie().map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/';
    return { name: pair.slice(0, at), value: pair.slice(at + 1), path };
  });
  return {
    storage: user.role.name === 'SUPER_ADMIN' ? 'sessionStorage' : 'localStorage',
    value: JSON.stringify({ accessToken, user, permissions, isAuthenticated: true }),
    cookies,
  };
}

/** A session's cookies as Playwright's `addCookies` and storage states take them, for the platform at `base`. */
export const playwrightCookies = (base, session) =>
  session.cookies.map(({ name, value, path }) => ({
    name,
    value,
    domain: new URL(base).hostname,
    path,
    httpOnly: true,
    secure: false,
    sameSite: 'Lax',
    expires: -1,
  }));

/** Playwright's storage state of a signed-in learner (local storage only; a super admin's is not kept there). */
export function storageStateOf(base, session) {
  if (session.storage !== 'localStorage') throw new Error('only a local-storage session has a storage state');
  return {
    cookies: playwrightCookies(base, session),
    origins: [{ origin: base, localStorage: [{ name: AUTH_STORAGE_KEY, value: session.value }] }],
  };
}

/**
 * The platform on the production build (bench-platform.mjs startPlatform), its mail caught here (startMailCatcher)
 * and BENCH_ADMIN its super admin; `env` adds to that. The caller stops both.
 */
export async function startPlatformWithMail({ port, name, env = {} }) {
  const mailCatcher = await startMailCatcher();
  const platform = startPlatform({
    port,
    name,
    env: {
      NODE_ENV: 'production',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${mailCatcher.port}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
  return { mailCatcher, platform };
}
