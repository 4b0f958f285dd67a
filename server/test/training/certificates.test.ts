import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/outbox.ts';
import { CERTIFICATE_NOT_ISSUED } from '../../src/modules/training/certificates.service.ts';
import { pdfText } from '../support/pdf-text.ts';
import {
  bearer,
  createTestApp,
  latestOutboxMail,
  loginAsAdmin,
  type TestApp,
  userWithPermissions,
} from '../support/test-app.ts';
import { addApplicant, addInstitution, addProgram, call } from './training-fixtures.ts';

let t: TestApp;
let admin: string;
let placement: { institution: string; program: string };
let running: { institution: string; program: string };
let programTitle: string;
let runningTitle: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  const institution = await addInstitution(t.app, admin);
  // Certificates are due once the program has ended; `running` ends in the future.
  const program = await addProgram(t.app, admin, institution._id, { startDate: '2025-01-06', endDate: '2025-03-28' });
  placement = { institution: institution._id, program: program._id };
  programTitle = program.title;
  const current = await addProgram(t.app, admin, institution._id, { startDate: '2026-01-05', endDate: '2099-03-27' });
  running = { institution: institution._id, program: current._id };
  runningTitle = current.title;
});
afterAll(() => t.close());

async function approvedApplicant(overrides = {}, where = placement) {
  const applicant = await addApplicant(t.app, admin, where, overrides);
  await call(t.app, 'POST', `/api/training/applicants/status/${applicant._id}?status=Approved`, admin);
  return applicant;
}
const send = (ids: string[], earlyIssueReason?: string) =>
  call(t.app, 'POST', '/api/training/applicants/send-certificate', admin, { ids, earlyIssueReason });
const applicantOf = async (id: string) => (await call(t.app, 'GET', `/api/training/applicants/${id}`, admin)).body.data;
const numberOf = async (id: string) =>
  (await call(t.app, 'GET', `/api/training/applicants/${id}`, admin)).body.data.certificate?.number as
    | string
    | undefined;
const verify = (number: string) =>
  call(t.app, 'GET', `/api/training/certificates/verify/${encodeURIComponent(number)}`);

describe('sending certificates', () => {
  it('issues a numbered certificate and mails its PDF, once, however often it is asked', async () => {
    const applicant = await approvedApplicant({ firstName: 'Meera', middleName: 'S', lastName: 'Iyer' });
    const pending = await addApplicant(t.app, admin, placement);
    const first = await send([applicant._id, pending._id]);
    expect(first.body.data).toEqual({
      updated: [applicant._id],
      failed: [{ _id: pending._id, message: 'Only approved applicants get certificates' }],
    });
    const number = await numberOf(applicant._id);
    expect(number).toMatch(/^SKH-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);

    const mail = await latestOutboxMail(t.app, applicant.email);
    const payload = mail.payload as { subject: string; attachments: { filename: string; contentBase64: string }[] };
    expect(payload.subject).toBe(`Your certificate for ${programTitle}`);
    expect(payload.attachments.map((a) => a.filename)).toEqual(['training_certificate.pdf']);
    const text = pdfText(Buffer.from(payload.attachments[0]?.contentBase64 ?? '', 'base64'));
    expect(text).toContain('Meera S Iyer');
    expect(text).toContain(`Certificate No. ${number}`);

    const again = await send([applicant._id]);
    expect(again.body.data.failed).toEqual([
      { _id: applicant._id, message: 'The certificate was already sent; use Resend to mail it again' },
    ]);
    const both = await Promise.all([send([pending._id]), send([applicant._id])]);
    expect(both.flatMap((r) => r.body.data.updated)).toEqual([]);
    expect(await numberOf(applicant._id)).toBe(number);
  });

  it('sends exactly one mail when two sends of the same applicant race', async () => {
    const applicant = await approvedApplicant();
    const answers = await Promise.all([send([applicant._id]), send([applicant._id]), send([applicant._id])]);
    expect(answers.flatMap((a) => a.body.data.updated)).toEqual([applicant._id]);
    const [mails] = await t.app.db
      .select({ n: count() })
      .from(outbox)
      .where(
        sql`${outbox.payload}->>'to' = ${applicant.email} and ${outbox.payload}->>'subject' like 'Your certificate%'`,
      );
    expect(mails?.n).toBe(1);
  });

  it('downloads the certificate as training_certificate.pdf and resends it', async () => {
    const applicant = await approvedApplicant();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/training/applicants/download-certificate/${applicant._id}`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="training_certificate.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(response.rawPayload)).toContain(`Certificate No. ${await numberOf(applicant._id)}`);

    const early = await call(t.app, 'POST', `/api/training/applicants/resend-certificate/${applicant._id}`, admin);
    expect(early.status).toBe(409);
    await send([applicant._id]);
    const resent = await call(t.app, 'POST', `/api/training/applicants/resend-certificate/${applicant._id}`, admin);
    expect(resent.body.message).toBe('Certificate sent again');
  });

  it('issues none on a download by staff who may only read applicants: 403 until it is issued', async () => {
    const reader = await userWithPermissions(t.app, admin, 'Applicants reader', [
      { name: 'Training Programs', operations: {}, subModules: [{ name: 'Applicants', operations: { read: true } }] },
    ]);
    const applicant = await approvedApplicant();
    const download = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/training/applicants/download-certificate/${applicant._id}`,
        headers: bearer(reader.token),
      });
    const refused = await download();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: CERTIFICATE_NOT_ISSUED });
    expect((await applicantOf(applicant._id)).certificate).toBeNull();

    await send([applicant._id]);
    const issued = await download();
    expect(issued.statusCode).toBe(200);
    expect(pdfText(issued.rawPayload)).toContain(`Certificate No. ${await numberOf(applicant._id)}`);
  });

  it('gives no certificate to an applicant who is not approved', async () => {
    const applicant = await addApplicant(t.app, admin, placement);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/training/applicants/download-certificate/${applicant._id}`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only approved applicants get certificates');
  });
});

describe('issuing before the program has ended', () => {
  it('refuses without a reason, naming the field, and sends none of the batch', async () => {
    const due = await approvedApplicant();
    const notDue = await approvedApplicant({}, running);
    const refused = await send([due._id, notDue._id]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      earlyIssueReason: `${runningTitle} has not ended yet (it ends on 2099-03-27): give a reason to issue its certificate early`,
    });
    expect(refused.body.message).toBe(refused.body.errors.earlyIssueReason);
    expect((await applicantOf(due._id)).certificate).toBeNull();
    expect((await applicantOf(notDue._id)).certificate).toBeNull();

    const download = await t.app.inject({
      method: 'POST',
      url: `/api/training/applicants/download-certificate/${notDue._id}`,
      headers: bearer(admin),
    });
    expect(download.statusCode).toBe(400);
    expect(Object.keys(download.json().errors)).toEqual(['earlyIssueReason']);
    expect((await applicantOf(notDue._id)).certificate).toBeNull();
  });

  it('refuses a reason too short, and keeps a given one with who issued it and when', async () => {
    const applicant = await approvedApplicant({}, running);
    const short = await send([applicant._id], ' ok ');
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ earlyIssueReason: 'Reason must be at least 5 characters' });

    const reason = 'Placement drive on 15 Dec needs the certificate; final assessment already passed';
    const sent = await send([applicant._id], `  ${reason} `);
    expect(sent.body.data).toEqual({ updated: [applicant._id], failed: [] });
    const certificate = (await applicantOf(applicant._id)).certificate;
    expect(certificate).toMatchObject({
      earlyIssueReason: reason,
      issuedBy: { _id: expect.any(String), name: expect.any(String) },
      issuedAt: t.clock.now().toISOString(),
    });
    expect((await verify(certificate.number)).body.data.status).toBe('valid');
  });

  it('downloads early with a reason, and records none for a program that has ended', async () => {
    const notDue = await approvedApplicant({}, running);
    const download = await t.app.inject({
      method: 'POST',
      url: `/api/training/applicants/download-certificate/${notDue._id}`,
      headers: bearer(admin),
      payload: { earlyIssueReason: 'Scholarship form due this week' },
    });
    expect(download.statusCode).toBe(200);
    expect((await applicantOf(notDue._id)).certificate.earlyIssueReason).toBe('Scholarship form due this week');

    const due = await approvedApplicant();
    expect((await send([due._id], 'Not needed: it has ended')).status).toBe(200);
    expect((await applicantOf(due._id)).certificate.earlyIssueReason).toBeNull();
  });
});

describe('verifying a certificate', () => {
  it('shows a valid certificate with what it says and nothing else, and revoked once the applicant is rejected', async () => {
    const applicant = await approvedApplicant({ firstName: 'Ravi', lastName: 'Kumar', phoneNumber: '9988776655' });
    await send([applicant._id]);
    const number = (await numberOf(applicant._id)) ?? '';
    const valid = await verify(number.toLowerCase());
    expect(valid.body.data).toEqual({
      status: 'valid',
      kind: 'training',
      number,
      holderName: 'Ravi Kumar',
      program: programTitle,
      institution: expect.any(String),
      startDate: '2025-01-06',
      endDate: '2025-03-28',
      issuedAt: expect.any(String),
    });
    expect(JSON.stringify(valid.body)).not.toMatch(/9988776655|@example\.com|dateOfBirth/);

    await call(t.app, 'POST', `/api/training/applicants/status/${applicant._id}?status=Rejected`, admin);
    expect((await verify(number)).body.data).toEqual({ status: 'revoked', number, revokedAt: expect.any(String) });
    expect(
      (await call(t.app, 'GET', `/api/training/applicants/${applicant._id}`, admin)).body.data.certificate,
    ).toBeNull();
  });

  it('says a well-formed number was never issued, and names a malformed one', async () => {
    expect((await verify('SKH-2222-3333-4444')).body.data).toEqual({
      status: 'not-found',
      number: 'SKH-2222-3333-4444',
    });
    const bad = await verify('12345');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ number: 'Enter a certificate number like SKH-7F3K-92QD-X4MA' });
  });
});

describe('the program poster', () => {
  it('downloads as training_program_qrcode.pdf with the program on it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/training/programs/download-link/${placement.program}`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="training_program_qrcode.pdf"');
    expect(pdfText(response.rawPayload)).toContain('Scan to apply');
  });
});
