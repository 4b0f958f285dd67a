import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log.ts';
import { emailChangeRequests } from '../../src/db/schema/auth-tokens.ts';
import { outbox } from '../../src/db/schema/outbox.ts';
import { hashToken } from '../../src/security/secret-tokens.ts';
import {
  bearer,
  createTestApp,
  createUserWithPassword,
  GOOD_PASSWORD,
  latestLinkTokenFor,
  login,
  loginAsAdmin,
  refreshCookie,
  type TestApp,
  userWithPermissions,
} from '../support/test-app.ts';

/**
 * An e-mail change takes effect only from the link mailed to the new address, and the current address is told at
 * once who asked; so staff (or a stolen session) cannot move an account, and its password resets, elsewhere.
 * Staff who are not super admins do not even reach the new address: the owner approves (or cancels) first, from
 * links mailed to the current address; a super admin's change goes ahead and is written to the audit log.
 */

let t: TestApp;
let admin: string;
let userRoleId: string;
let desk: Awaited<ReturnType<typeof userWithPermissions>>;
let learnerCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  const roles = (await t.app.inject({ method: 'GET', url: '/api/user/role/all', headers: bearer(admin) })).json()
    .data as Array<{ _id: string; name: string }>;
  userRoleId = roles.find((r) => r.name === 'USER')!._id;
  desk = await userWithPermissions(t.app, admin, 'People Desk', [
    {
      name: 'Users',
      operations: {},
      subModules: [{ name: 'Users', operations: { read: true, create: true, update: true } }],
    },
  ]);
});
afterAll(() => t.close());

/** A learner with a password, signed in; answers their id, e-mail, access token and refresh cookie. */
async function newLearner() {
  learnerCount += 1;
  const email = `learner.${learnerCount}@skillhub.test`;
  const name = `Learner Number${learnerCount}`;
  const { userId } = await createUserWithPassword(t.app, admin, { name, email, roleId: userRoleId });
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password: GOOD_PASSWORD },
  });
  expect(signedIn.statusCode).toBe(200);
  return { userId, email, name, token: signedIn.json().data.accessToken as string, cookie: refreshCookie(signedIn) };
}

const mailsTo = async (email: string) =>
  (
    await t.app.db.select().from(outbox).where(sql`${outbox.payload}->>'to' = ${email}`).orderBy(asc(outbox.createdAt))
  ).map((row) => ({ subject: String(row.payload.subject), text: String(row.payload.text) }));

/** The token of the newest approve link mailed to `email`, and the cancel link's beside it (the same token). */
async function approvalTokenFor(email: string): Promise<string> {
  const mail = (await mailsTo(email))
    .filter((m) => m.subject === 'Approve the change of your Skillhub e-mail address')
    .at(-1);
  const approve = mail && /\/approve-email-change\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  const cancel = mail && /\/cancel-email-change\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!approve || approve !== cancel) throw new Error(`No approve and cancel links in the mails to ${email}`);
  return approve;
}

async function confirmTokenFor(email: string): Promise<string> {
  const mail = (await mailsTo(email)).filter((m) => m.subject === 'Confirm your new Skillhub e-mail address').at(-1);
  const token = mail && /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No confirmation link in the mails to ${email}`);
  return token;
}

/** A staff edit, by the super admin unless another token is given. */
const staffUpdate = (userId: string, payload: object, token = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/user/${userId}`, headers: bearer(token), payload });
const deskUpdate = (userId: string, payload: object) => staffUpdate(userId, payload, desk.token);
const confirm = (token: string) => t.app.inject({ method: 'POST', url: `/api/user/confirm-email/${token}` });
const approve = (token: string) => t.app.inject({ method: 'POST', url: `/api/user/approve-email-change/${token}` });
const cancel = (token: string) => t.app.inject({ method: 'POST', url: `/api/user/cancel-email-change/${token}` });
/** Every link the outbox holds in mails to `email`. */
const linksTo = async (email: string) => (await mailsTo(email)).flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? []);
const auditOf = (userId: string) =>
  t.app.db.select().from(auditLog).where(eq(auditLog.targetId, userId)).orderBy(asc(auditLog.createdAt));
const changeOwn = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/change-email', headers: bearer(token), payload });
const userRow = async (userId: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/all?limit=100', headers: bearer(admin) }))
    .json()
    .data.find((u: { _id: string }) => u._id === userId);
const loginStatus = async (email: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: GOOD_PASSWORD } }))
    .statusCode;

describe("staff who are not super admins changing a learner's e-mail", () => {
  it('mails only the current address, with approve and cancel links; the new address gets no link', async () => {
    const learner = await newLearner();
    const response = await deskUpdate(learner.userId, {
      name: learner.name,
      email: 'Taken.Over@Evil.example',
      role: userRoleId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      `User updated successfully. ${learner.email} has been asked to approve the change to taken.over@evil.example; the email changes once the owner approves and the new address confirms.`,
    );
    expect(response.json().data).toMatchObject({
      email: learner.email,
      pendingEmail: 'taken.over@evil.example',
      pendingEmailAwaitsApproval: true,
    });

    // Whoever owns the typed address (the member of staff, say) has nothing to open.
    expect(await mailsTo('taken.over@evil.example')).toEqual([]);
    const toOwner = (await mailsTo(learner.email)).at(-1)!;
    expect(toOwner.subject).toBe('Approve the change of your Skillhub e-mail address');
    expect(toOwner.text).toContain(
      'People Desk User, a member of the Skillhub staff, asked to change the e-mail address of your Skillhub account to taken.over@evil.example. Nothing changes unless you approve:',
    );
    expect(toOwner.text).toContain('http://skillhub.test/approve-email-change/');
    expect(toOwner.text).toContain('http://skillhub.test/cancel-email-change/');
    expect(toOwner.text).toContain('The links expire in 24 hours.');
    expect(toOwner.text).not.toContain('/confirm-email/');
    await approvalTokenFor(learner.email);

    // The takeover path: a reset for the new address goes nowhere, one for the old address goes to the owner.
    for (const email of ['taken.over@evil.example', learner.email]) {
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/user/send-password-reset-link',
        payload: { email },
      });
      expect(reset.statusCode).toBe(200);
    }
    expect(await linksTo('taken.over@evil.example')).toEqual([]);
    expect((await mailsTo(learner.email)).at(-1)!.subject).toBe('Reset your Skillhub password');
    expect(await loginStatus(learner.email)).toBe(200);
    expect(await loginStatus('taken.over@evil.example')).toBe(401);
    expect(await auditOf(learner.userId)).toEqual([]);
  });

  it('refuses to confirm before the owner approves, whatever token is tried', async () => {
    const learner = await newLearner();
    await deskUpdate(learner.userId, { name: learner.name, email: 'too.early@skillhub.test', role: userRoleId });
    const approval = await approvalTokenFor(learner.email);
    // The approve link's token is no confirmation token.
    expect((await confirm(approval)).statusCode).toBe(400);
    // Nor is any confirmation token of a request still waiting for approval (here one planted in the row).
    const planted = 'planted-confirmation-token-0123456789';
    await t.app.db
      .update(emailChangeRequests)
      .set({ tokenHash: hashToken(planted) })
      .where(eq(emailChangeRequests.approvalTokenHash, hashToken(approval)));
    const early = await confirm(planted);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ success: false, message: 'Confirmation link is invalid or has expired' });
    expect(await userRow(learner.userId)).toMatchObject({
      email: learner.email,
      pendingEmail: 'too.early@skillhub.test',
      pendingEmailAwaitsApproval: true,
    });
  });

  it('on approval mails the confirmation link to the new address; opening it changes the login e-mail', async () => {
    const learner = await newLearner();
    await deskUpdate(learner.userId, { name: learner.name, email: 'approved.move@skillhub.test', role: userRoleId });
    const approval = await approvalTokenFor(learner.email);

    const approved = await approve(approval);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      success: true,
      message:
        'Change approved. A link to confirm it has been sent to approved.move@skillhub.test; your email changes once it is opened there.',
      data: { newEmail: 'approved.move@skillhub.test' },
    });
    const toNew = await mailsTo('approved.move@skillhub.test');
    expect(toNew.map((m) => m.subject)).toEqual(['Confirm your new Skillhub e-mail address']);
    expect(toNew[0]!.text).toContain('People Desk User, a member of the Skillhub staff, asked');
    expect(toNew[0]!.text).toContain('expires in 24 hours');
    expect(await userRow(learner.userId)).toMatchObject({
      email: learner.email,
      pendingEmail: 'approved.move@skillhub.test',
      pendingEmailAwaitsApproval: false,
    });
    // The approve link works once.
    expect((await approve(approval)).statusCode).toBe(400);
    expect(await mailsTo('approved.move@skillhub.test')).toHaveLength(1);

    expect((await confirm(await confirmTokenFor('approved.move@skillhub.test'))).statusCode).toBe(200);
    expect(await userRow(learner.userId)).toMatchObject({ email: 'approved.move@skillhub.test', pendingEmail: null });
    expect(await loginStatus('approved.move@skillhub.test')).toBe(200);
    expect(await loginStatus(learner.email)).toBe(401);
  });

  it('cancel leaves the e-mail as it is and voids the links, before or after approval', async () => {
    const learner = await newLearner();
    await deskUpdate(learner.userId, { name: learner.name, email: 'not.wanted@skillhub.test', role: userRoleId });
    const first = await approvalTokenFor(learner.email);
    const cancelled = await cancel(first);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({
      success: true,
      message: 'The email change has been cancelled. Your account keeps its current email.',
    });
    expect((await approve(first)).statusCode).toBe(400);
    expect((await cancel(first)).statusCode).toBe(400);
    expect(await mailsTo('not.wanted@skillhub.test')).toEqual([]);
    expect(await userRow(learner.userId)).toMatchObject({ email: learner.email, pendingEmail: null });

    // Approved, then cancelled before the new address confirmed: the confirmation link is dead too.
    await deskUpdate(learner.userId, { name: learner.name, email: 'changed.mind@skillhub.test', role: userRoleId });
    const second = await approvalTokenFor(learner.email);
    expect((await approve(second)).statusCode).toBe(200);
    const confirmation = await confirmTokenFor('changed.mind@skillhub.test');
    expect((await cancel(second)).statusCode).toBe(200);
    expect((await confirm(confirmation)).statusCode).toBe(400);
    expect(await userRow(learner.userId)).toMatchObject({ email: learner.email, pendingEmail: null });
    expect(await loginStatus(learner.email)).toBe(200);
  });

  it('the approve link expires after 24 hours, and a malformed one is refused', async () => {
    const learner = await newLearner();
    await deskUpdate(learner.userId, { name: learner.name, email: 'slow.owner@skillhub.test', role: userRoleId });
    const approval = await approvalTokenFor(learner.email);
    expect((await approve('short')).statusCode).toBe(400);
    t.clock.advance(24 * 3600_000 + 1000);
    admin = await loginAsAdmin(t.app);
    desk.token = await login(t.app, desk.email, GOOD_PASSWORD);
    const late = await approve(approval);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ success: false, message: 'This link is invalid or has expired' });
    expect((await cancel(approval)).statusCode).toBe(400);
    expect(await mailsTo('slow.owner@skillhub.test')).toEqual([]);
    expect(await userRow(learner.userId)).toMatchObject({ email: learner.email, pendingEmail: null });
  });
});

describe("a super admin changing a learner's e-mail", () => {
  it('changes nothing until confirmed: same e-mail, reset links still go to the old address, both addresses mailed', async () => {
    const learner = await newLearner();
    const response = await staffUpdate(learner.userId, {
      name: learner.name,
      email: 'Admin.Moved@Skillhub.test',
      role: userRoleId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'User updated successfully. A link to confirm the new email has been sent to admin.moved@skillhub.test; the email changes once it is opened.',
    );
    expect(response.json().data).toMatchObject({
      email: learner.email,
      pendingEmail: 'admin.moved@skillhub.test',
      pendingEmailAwaitsApproval: false,
    });

    const toNew = await mailsTo('admin.moved@skillhub.test');
    expect(toNew.map((m) => m.subject)).toEqual(['Confirm your new Skillhub e-mail address']);
    expect(toNew[0]!.text).toContain('a member of the Skillhub staff, asked');
    expect(toNew[0]!.text).toContain('http://skillhub.test/confirm-email/');
    const notice = (await mailsTo(learner.email)).at(-1)!;
    expect(notice.subject).toBe('A change of your Skillhub e-mail address was requested');
    expect(notice.text).toContain(
      'asked to change the e-mail address of your Skillhub account to admin.moved@skillhub.test.',
    );
    expect(notice.text).toContain('If you did not ask for this, write to support@skillhub.in');
    expect(await loginStatus(learner.email)).toBe(200);
  });

  it('writes an audit entry naming who moved whom from where to where', async () => {
    const learner = await newLearner();
    await staffUpdate(learner.userId, { name: learner.name, email: 'audited.move@skillhub.test', role: userRoleId });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(admin) });
    const adminId = me.json().data.user._id as string;
    expect(
      (await auditOf(learner.userId)).map(({ actorId, action, targetType, targetId, details }) => ({
        actorId,
        action,
        targetType,
        targetId,
        details,
      })),
    ).toEqual([
      {
        actorId: adminId,
        action: 'user.email-change.requested',
        targetType: 'user',
        targetId: learner.userId,
        details: { from: learner.email, to: 'audited.move@skillhub.test', approvalSkipped: 'super admin' },
      },
    ]);
    expect((await confirm(await confirmTokenFor('audited.move@skillhub.test'))).statusCode).toBe(200);
    expect(await loginStatus('audited.move@skillhub.test')).toBe(200);
  });

  it('on confirmation changes the e-mail, ends every session and open reset link, and tells the old address', async () => {
    const learner = await newLearner();
    await staffUpdate(learner.userId, { name: learner.name, email: 'moved.learner@skillhub.test', role: userRoleId });
    // A reset link mailed to the old address before the change is confirmed.
    await t.app.inject({
      method: 'POST',
      url: '/api/user/send-password-reset-link',
      payload: { email: learner.email },
    });
    const resetToken = await latestLinkTokenFor(t.app, learner.email);

    const confirmed = await confirm(await confirmTokenFor('moved.learner@skillhub.test'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      success: true,
      message: 'Your email has been changed. Please log in with your new email.',
      data: { email: 'moved.learner@skillhub.test' },
    });
    expect(await userRow(learner.userId)).toMatchObject({ email: 'moved.learner@skillhub.test', pendingEmail: null });

    // Sessions: the access token and the refresh token issued before are both dead.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(learner.token) })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/refresh-token',
          headers: { cookie: learner.cookie },
        })
      ).statusCode,
    ).toBe(401);
    // The reset link mailed to the old address no longer works.
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/user/reset-password/${resetToken}`,
      payload: { newPassword: 'Hijack@2025x', confirmPassword: 'Hijack@2025x' },
    });
    expect(reset.statusCode).toBe(400);

    const changed = (await mailsTo(learner.email)).at(-1)!;
    expect(changed.subject).toBe('Your Skillhub e-mail address was changed');
    expect(changed.text).toContain('is now moved.learner@skillhub.test');
    expect(await loginStatus('moved.learner@skillhub.test')).toBe(200);
    expect(await loginStatus(learner.email)).toBe(401);
  });

  it('refuses staff changing their own e-mail here, and an address already in use (409)', async () => {
    const own = await deskUpdate(desk.userId, {
      name: 'People Desk User',
      email: 'desk.new@skillhub.test',
      role: desk.roleId,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({
      success: false,
      message: 'To change your own email, use Change email and enter your password',
    });
    const learner = await newLearner();
    const clash = await deskUpdate(learner.userId, { name: learner.name, email: desk.email, role: userRoleId });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ email: 'A user with this email already exists' });
    expect((await userRow(learner.userId)).pendingEmail).toBeNull();
  });
});

describe('the confirmation link', () => {
  it('works once', async () => {
    const learner = await newLearner();
    await staffUpdate(learner.userId, { name: learner.name, email: 'once.only@skillhub.test', role: userRoleId });
    const token = await confirmTokenFor('once.only@skillhub.test');
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: 'Confirmation link is invalid or has expired' });
  });

  it('expires after 24 hours, and the pending address is no longer shown', async () => {
    const learner = await newLearner();
    await staffUpdate(learner.userId, { name: learner.name, email: 'too.late@skillhub.test', role: userRoleId });
    const token = await confirmTokenFor('too.late@skillhub.test');
    t.clock.advance(24 * 3600_000 + 1000);
    // Access tokens last 15 minutes: sign in again on the far side of the day.
    admin = await loginAsAdmin(t.app);
    desk.token = await login(t.app, desk.email, GOOD_PASSWORD);
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await userRow(learner.userId)).toMatchObject({ email: learner.email, pendingEmail: null });
  });

  it('is refused when tampered with or malformed', async () => {
    const learner = await newLearner();
    await staffUpdate(learner.userId, { name: learner.name, email: 'tampered@skillhub.test', role: userRoleId });
    const token = await confirmTokenFor('tampered@skillhub.test');
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await confirm(flipped)).statusCode).toBe(400);
    const malformed = await confirm('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
    expect((await userRow(learner.userId)).email).toBe(learner.email);
    // The real link still works after the failed tries.
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('is replaced by a newer request', async () => {
    const learner = await newLearner();
    await staffUpdate(learner.userId, { name: learner.name, email: 'first.choice@skillhub.test', role: userRoleId });
    const first = await confirmTokenFor('first.choice@skillhub.test');
    await staffUpdate(learner.userId, { name: learner.name, email: 'second.choice@skillhub.test', role: userRoleId });
    expect((await userRow(learner.userId)).pendingEmail).toBe('second.choice@skillhub.test');
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(await confirmTokenFor('second.choice@skillhub.test'))).statusCode).toBe(200);
  });

  it('answers 409 when another account took the address meanwhile', async () => {
    const learner = await newLearner();
    await staffUpdate(learner.userId, { name: learner.name, email: 'contested@skillhub.test', role: userRoleId });
    const token = await confirmTokenFor('contested@skillhub.test');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/user/add',
      headers: bearer(admin),
      payload: { name: 'Quick Claimer', email: 'contested@skillhub.test', role: userRoleId },
    });
    expect(added.statusCode).toBe(201);
    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'A user with this email already exists' });
    expect((await userRow(learner.userId)).email).toBe(learner.email);
  });

  it('gives an invited user who has no password yet a set-password link at the new address', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/user/add',
      headers: bearer(admin),
      payload: { name: 'Typo Person', email: 'typo.persn@skillhub.test', role: userRoleId },
    });
    const userId = added.json().data._id as string;
    await staffUpdate(userId, { name: 'Typo Person', email: 'typo.person@skillhub.test', role: userRoleId });
    expect((await confirm(await confirmTokenFor('typo.person@skillhub.test'))).statusCode).toBe(200);
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/user/reset-password/${await latestLinkTokenFor(t.app, 'typo.person@skillhub.test')}`,
      payload: { newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    expect(await loginStatus('typo.person@skillhub.test')).toBe(200);
  });
});

describe('POST /api/user/change-email', () => {
  it('needs the right password and a different address', async () => {
    const learner = await newLearner();
    const wrong = await changeOwn(learner.token, { newEmail: 'mine.new@skillhub.test', password: 'Wrong@Pass123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'Password is incorrect',
      errors: { password: 'Password is incorrect' },
    });
    const same = await changeOwn(learner.token, { newEmail: learner.email.toUpperCase(), password: GOOD_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ newEmail: 'New email must be different from the current email' });
    const invalid = await changeOwn(learner.token, { newEmail: 'nope', password: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ newEmail: 'Invalid email format', password: 'Password is required' });
    expect(await mailsTo('mine.new@skillhub.test')).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/change-email', payload: {} })).statusCode).toBe(401);
  });

  it('mails the link to the new address and a notice to the current one, then changes on confirmation', async () => {
    const learner = await newLearner();
    const response = await changeOwn(learner.token, { newEmail: 'Mine.New@Skillhub.test', password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message:
        'A link to confirm your new email has been sent to mine.new@skillhub.test. Your email changes once you open it.',
    });
    const notice = (await mailsTo(learner.email)).at(-1)!;
    expect(notice.subject).toBe('A change of your Skillhub e-mail address was requested');
    expect(notice.text).toContain(
      'You asked to change the e-mail address of your Skillhub account to mine.new@skillhub.test.',
    );
    expect(notice.text).toContain('someone knows your password: change it now');
    expect((await userRow(learner.userId)).pendingEmail).toBe('mine.new@skillhub.test');

    // One request a minute.
    const again = await changeOwn(learner.token, { newEmail: 'other.new@skillhub.test', password: GOOD_PASSWORD });
    expect(again.statusCode).toBe(429);

    // One's own change waits for no approval and is no staff act to audit.
    expect((await userRow(learner.userId)).pendingEmailAwaitsApproval).toBe(false);
    expect(await auditOf(learner.userId)).toEqual([]);
    expect((await confirm(await confirmTokenFor('mine.new@skillhub.test'))).statusCode).toBe(200);
    expect(await loginStatus('mine.new@skillhub.test')).toBe(200);
  });

  it('answers the same for an address that has an account, telling its owner instead of sending a link', async () => {
    const learner = await newLearner();
    const response = await changeOwn(learner.token, { newEmail: desk.email, password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      `A link to confirm your new email has been sent to ${desk.email}. Your email changes once you open it.`,
    );
    const toTaken = (await mailsTo(desk.email)).at(-1)!;
    expect(toTaken.subject).toBe('This e-mail address already has a Skillhub account');
    expect(toTaken.text).not.toContain('/confirm-email/');
    expect((await mailsTo(learner.email)).at(-1)!.subject).toBe(
      'A change of your Skillhub e-mail address was requested',
    );
    expect((await userRow(learner.userId)).pendingEmail).toBeNull();
  });
});
