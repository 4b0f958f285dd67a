import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  latestOutboxMail,
  loginAsAdmin,
  type TestApp,
  userWithPermissions,
} from '../support/test-app.ts';
import { addApplicant, addInstitution, addProgram, applicantBody, call } from './training-fixtures.ts';

let t: TestApp;
let admin: string;
let placement: { institution: string; program: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  const institution = await addInstitution(t.app, admin);
  const program = await addProgram(t.app, admin, institution._id);
  placement = { institution: institution._id, program: program._id };
});
afterAll(() => t.close());

const setStatus = (id: string, status: string, token = admin) =>
  call(t.app, 'POST', `/api/training/applicants/status/${id}?status=${encodeURIComponent(status)}`, token);

describe('applicants', () => {
  it('adds an applicant as Pending, with every optional field left out', async () => {
    const { status, body } = await call(t.app, 'POST', '/api/training/applicants', admin, {
      ...applicantBody(placement),
      middleName: '',
      phoneNumber: '',
      address: '',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      message: 'Applicant added successfully',
      data: { status: 'Pending', middleName: null, phoneNumber: null, address: null, certificate: null },
    });
  });

  it('names each wrong field, an 11-digit phone among them', async () => {
    const { status, body } = await call(t.app, 'POST', '/api/training/applicants', admin, {
      firstName: ' ',
      lastName: '',
      dateOfBirth: '15/06/2004',
      email: 'asha@',
      phoneNumber: '91234567801',
      institution: 'x',
      program: placement.program,
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      dateOfBirth: 'Date of birth must be a valid date (YYYY-MM-DD)',
      email: 'Invalid email format',
      phoneNumber: 'Phone number must be exactly 10 digits',
      institution: 'Invalid id',
    });
  });

  it('refuses a date of birth in the future, and more than 500 applicants in one certificate call', async () => {
    const future = await call(
      t.app,
      'POST',
      '/api/training/applicants',
      admin,
      applicantBody(placement, { dateOfBirth: '2999-01-01' }),
    );
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual({ dateOfBirth: 'Date of birth must be in the past' });
    const ids = Array.from({ length: 501 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const many = await call(t.app, 'POST', '/api/training/applicants/send-certificate', admin, { ids });
    expect(many.status).toBe(400);
    expect(many.body.errors).toEqual({ ids: 'At most 500 applicants at once' });
  });

  it('refuses the same e-mail twice in a program, in any case, and a program of another institution', async () => {
    const first = await addApplicant(t.app, admin, placement);
    const again = await call(
      t.app,
      'POST',
      '/api/training/applicants',
      admin,
      applicantBody(placement, { email: first.email.toUpperCase() }),
    );
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ email: 'This e-mail has already applied to this program' });

    const other = await addInstitution(t.app, admin);
    const mismatch = await call(
      t.app,
      'POST',
      '/api/training/applicants',
      admin,
      applicantBody({ institution: other._id, program: placement.program }),
    );
    expect(mismatch.body.errors).toEqual({ program: 'Choose a program of the selected institution' });
  });

  it('filters by status, program and search', async () => {
    const named = await addApplicant(t.app, admin, placement, { firstName: 'Zubin', lastName: 'Mistry' });
    await setStatus(named._id, 'In Progress');
    const list = await call(
      t.app,
      'GET',
      `/api/training/applicants/all?status=In%20Progress&program=${placement.program}&search=zubin%20mis`,
      admin,
    );
    expect(list.body.data.map((a: { _id: string }) => a._id)).toEqual([named._id]);
    const bad = await call(t.app, 'GET', '/api/training/applicants/all?status=Done', admin);
    expect(bad.status).toBe(400);
  });
});

describe('applicant status', () => {
  it('moves along the allowed transitions, records who and when, and refuses the rest', async () => {
    const applicant = await addApplicant(t.app, admin, placement);
    expect((await setStatus(applicant._id, 'In Progress')).body).toMatchObject({
      message: 'Status changed to In Progress',
      data: { status: 'In Progress' },
    });
    expect((await setStatus(applicant._id, 'Approved')).body.data.status).toBe('Approved');
    const back = await setStatus(applicant._id, 'Pending');
    expect(back.status).toBe(409);
    expect(back.body.errors).toEqual({ status: 'Status cannot change from Approved to Pending' });
    expect((await setStatus(applicant._id, 'Approved')).body.errors).toEqual({
      status: 'The applicant is already Approved',
    });
    expect((await setStatus(applicant._id, 'Done')).status).toBe(400);

    const history = await call(t.app, 'GET', `/api/training/applicants/history/${applicant._id}`, admin);
    expect(
      history.body.data.map((h: { fromStatus: string | null; toStatus: string }) => [h.fromStatus, h.toStatus]),
    ).toEqual([
      [null, 'Pending'],
      ['Pending', 'In Progress'],
      ['In Progress', 'Approved'],
    ]);
    expect(history.body.data[2].changedBy).toMatchObject({ name: expect.any(String) });
  });

  it('changes several at once and reports the ones that cannot move', async () => {
    const a = await addApplicant(t.app, admin, placement);
    const b = await addApplicant(t.app, admin, placement);
    await setStatus(b._id, 'Approved');
    const { body } = await call(t.app, 'POST', '/api/training/applicants/status', admin, {
      ids: [a._id, b._id],
      status: 'In Progress',
    });
    expect(body.data).toEqual({
      updated: [a._id],
      failed: [{ _id: b._id, message: 'Status cannot change from Approved to In Progress' }],
    });
  });

  it('applies two changes made at once one after the other, never both from the same status', async () => {
    const applicant = await addApplicant(t.app, admin, placement);
    const answers = await Promise.all([setStatus(applicant._id, 'Approved'), setStatus(applicant._id, 'Approved')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const history = await call(t.app, 'GET', `/api/training/applicants/history/${applicant._id}`, admin);
    expect(history.body.data).toHaveLength(2);
  });

  it('lets Applicants read list but not change a status', async () => {
    const reader = await userWithPermissions(t.app, admin, 'Applicants Reader', [
      { name: 'Training Programs', operations: {}, subModules: [{ name: 'Applicants', operations: { read: true } }] },
    ]);
    const applicant = await addApplicant(t.app, admin, placement);
    expect((await call(t.app, 'GET', '/api/training/applicants/all', reader.token)).status).toBe(200);
    expect((await setStatus(applicant._id, 'Approved', reader.token)).status).toBe(403);
  });
});

describe('the public application form', () => {
  it('creates a Pending applicant for the program and mails a confirmation', async () => {
    const email = `kiran.${Date.now()}@example.com`;
    const { status, body } = await call(t.app, 'POST', `/api/training/programs/apply/${placement.program}`, undefined, {
      firstName: 'Kiran',
      lastName: 'Joshi',
      dateOfBirth: '2003-01-20',
      email,
    });
    expect(status).toBe(201);
    expect(body.message).toBe('Thank you! Your application has been received. We have e-mailed you a confirmation.');
    const list = await call(t.app, 'GET', `/api/training/applicants/all?search=${encodeURIComponent(email)}`, admin);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        status: 'Pending',
        institution: expect.objectContaining({ _id: placement.institution }),
      }),
    ]);
    const mail = await latestOutboxMail(t.app, email);
    expect(mail.payload).toMatchObject({ subject: expect.stringContaining('We received your application') });
  });

  it('answers a second application of the same e-mail as the first, and tells only the mailbox', async () => {
    const email = `asha.${Date.now()}@example.com`;
    const apply = (firstName: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/training/programs/apply/${placement.program}`,
        payload: { firstName, lastName: 'Rao', dateOfBirth: '2002-05-14', email },
      });
    const first = await apply('Asha');
    const second = await apply('Someone Else');
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);

    const list = await call(t.app, 'GET', `/api/training/applicants/all?search=${encodeURIComponent(email)}`, admin);
    expect(list.body.data).toEqual([expect.objectContaining({ firstName: 'Asha', status: 'Pending' })]);
    const mail = await latestOutboxMail(t.app, email);
    expect(mail.payload).toMatchObject({ subject: expect.stringContaining('You have already applied') });
    // Nothing the second visitor typed but the address reaches the mailbox.
    expect(JSON.stringify(mail.payload)).not.toContain('Someone Else');
  });

  it('says a program that has ended takes no applications', async () => {
    const ended = await addProgram(t.app, admin, placement.institution, {
      startDate: '2020-01-01',
      endDate: '2020-02-01',
    });
    const { status, body } = await call(t.app, 'POST', `/api/training/programs/apply/${ended._id}`, undefined, {
      firstName: 'Kiran',
      lastName: 'Joshi',
      dateOfBirth: '2003-01-20',
      email: 'late@example.com',
    });
    expect(status).toBe(409);
    expect(body.message).toBe('This program is no longer taking applications');
  });
});
