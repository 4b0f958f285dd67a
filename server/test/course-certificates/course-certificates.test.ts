import { linkedInAddCertificationUrl } from '@skillhub/shared/schemas/course-certificates';
import { certificateVerificationSchema } from '@skillhub/shared/schemas/training';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_REVOKED,
  CERTIFICATE_NOT_FOUND,
  CERTIFICATE_REVOKED,
} from '../../src/modules/course-certificates/course-certificates.service.ts';
import { type LearningCourse, learningCourse } from '../learning-access/learning-course.ts';
import { createQuiz, quizBody, singleChoice } from '../quizzes/quiz-fixtures.ts';
import { createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import {
  certificateMails,
  completeLecture,
  completeLectures,
  listPath,
  MINE_PATH,
  myCertificates,
  pdfPath,
  revokePath,
  setCertificates,
  settingsPath,
  takeQuiz,
  verifyPath,
} from './certificate-fixtures.ts';

let t: TestApp;
let admin: string;
let course: LearningCourse;
let quizId: string;
let asha: Learner;
let ravi: Learner;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await learningCourse(t.app, admin, 'Certified Excel Course');
  quizId = await createQuiz(
    t.app,
    admin,
    course._id,
    quizBody(course.lectures[0]?.[0]?.sectionId as string, { questions: [singleChoice(0)], passPercent: 100 }),
  );
  asha = await createLearner(t.app, admin, 'Asha Certified');
  ravi = await createLearner(t.app, admin, 'Ravi Certified');
  await enrolDirectly(t.app, asha.userId, course._id);
  await enrolDirectly(t.app, ravi.userId, course._id);
  await setCertificates(t.app, admin, course._id, true);
});
afterAll(() => t.close());

const verify = async (number: string) =>
  certificateVerificationSchema.parse((await t.app.inject({ method: 'GET', url: verifyPath(number) })).json().data);

describe('issuing on completion', () => {
  it('issues nothing while a lecture is left or the quiz is only failed', async () => {
    await completeLectures(t.app, asha.token, course, 1);
    expect((await takeQuiz(t.app, asha.token, course._id, quizId, false)).passed).toBe(false);
    expect(await myCertificates(t.app, asha.token)).toEqual([]);
    // Every lecture done, but the quiz failed: still none.
    await completeLectures(t.app, asha.token, course);
    expect(await myCertificates(t.app, asha.token)).toEqual([]);
    expect(await certificateMails(t.app, asha.email)).toHaveLength(0);
  });

  it('issues one when the last quiz is passed, and mails its PDF once', async () => {
    expect((await takeQuiz(t.app, asha.token, course._id, quizId, true)).passed).toBe(true);
    const [certificate, ...more] = await myCertificates(t.app, asha.token);
    expect(more).toEqual([]);
    expect(certificate?.number).toMatch(/^SKH-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(certificate).toMatchObject({
      course: { _id: course._id, title: 'Certified Excel Course' },
      revokedAt: null,
    });
    expect(certificate?.verifyUrl).toBe(`${t.config.publicUrl}/certificate?number=${certificate?.number}`);

    // Passing again or completing a lecture again issues and mails nothing more.
    await takeQuiz(t.app, asha.token, course._id, quizId, true);
    await completeLectures(t.app, asha.token, course);
    expect(await myCertificates(t.app, asha.token)).toHaveLength(1);
    const mails = await certificateMails(t.app, asha.email);
    expect(mails).toHaveLength(1);
    const payload = mails[0]?.payload as { attachments: { filename: string; contentBase64: string }[]; text: string };
    expect(payload.attachments.map((a) => a.filename)).toEqual(['course_certificate.pdf']);
    expect(payload.text).toContain(certificate?.number);
    const text = pdfText(Buffer.from(payload.attachments[0]?.contentBase64 ?? '', 'base64'));
    expect(text).toContain('Asha Certified');
    expect(text).toContain('has completed the course');
    expect(text).toContain('Certified Excel Course');
    expect(text).toContain(`Certificate No. ${certificate?.number}`);
  });

  it('issues one when the last lecture is completed after the quiz was passed', async () => {
    // Issued a minute after Asha's: the staff list's newest-first order below depends on it.
    t.clock.advance(60_000);
    await takeQuiz(t.app, ravi.token, course._id, quizId, true);
    const [first, ...rest] = course.lectures.flat();
    for (const l of rest) await completeLecture(t.app, ravi.token, l);
    expect(await myCertificates(t.app, ravi.token)).toEqual([]);
    if (!first) throw new Error('no lecture');
    expect((await completeLecture(t.app, ravi.token, first)).statusCode).toBe(200);
    expect(await certificateMails(t.app, ravi.email)).toHaveLength(1);
    expect(await myCertificates(t.app, ravi.token)).toHaveLength(1);
  });

  it('gives a learner who completed a course before it gave certificates theirs on their next visit', async () => {
    const later = await learningCourse(t.app, admin, 'Certificates Later Course');
    const meena = await createLearner(t.app, admin, 'Meena Early');
    await enrolDirectly(t.app, meena.userId, later._id);
    await completeLectures(t.app, meena.token, later);
    expect(await myCertificates(t.app, meena.token)).toEqual([]);
    await setCertificates(t.app, admin, later._id, true);
    const mine = await myCertificates(t.app, meena.token);
    expect(mine.map((c) => c.course.title)).toEqual(['Certificates Later Course']);
    expect(await myCertificates(t.app, meena.token)).toHaveLength(1);
    expect(await certificateMails(t.app, meena.email)).toHaveLength(1);
  });
});

describe('the learner’s certificate', () => {
  it('downloads as a PDF for its holder only', async () => {
    const [mine] = await myCertificates(t.app, asha.token);
    if (!mine) throw new Error('no certificate');
    const own = await t.app.inject({ method: 'GET', url: pdfPath(mine._id), headers: bearer(asha.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="certificate-${mine.number}.pdf"`);
    expect(pdfText(own.rawPayload)).toContain('Asha Certified');

    const other = await t.app.inject({ method: 'GET', url: pdfPath(mine._id), headers: bearer(ravi.token) });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(CERTIFICATE_NOT_FOUND);
    expect((await t.app.inject({ method: 'GET', url: pdfPath(mine._id) })).statusCode).toBe(401);
    const badId = await t.app.inject({ method: 'GET', url: pdfPath('not-an-id'), headers: bearer(asha.token) });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toHaveProperty('certificateId');
    expect((await t.app.inject({ method: 'GET', url: MINE_PATH })).statusCode).toBe(401);
  });

  it('is confirmed by the public check, which shows the holder, course and date only', async () => {
    const [mine] = await myCertificates(t.app, asha.token);
    if (!mine) throw new Error('no certificate');
    const result = await verify(mine.number.toLowerCase());
    expect(result).toEqual({
      status: 'valid',
      kind: 'course',
      number: mine.number,
      holderName: 'Asha Certified',
      course: 'Certified Excel Course',
      issuedAt: expect.any(String),
    });
  });

  it('builds LinkedIn’s add-to-profile link with the India month of issue', () => {
    const url = new URL(
      linkedInAddCertificationUrl({
        courseTitle: 'Excel & More',
        organizationName: 'Skillhub',
        // 31 Dec 20:00 UTC is already 1 Jan in India.
        issuedAt: '2026-12-31T20:00:00.000Z',
        verifyUrl: 'https://skillhub.example/certificate?number=SKH-2222-3333-4444',
        number: 'SKH-2222-3333-4444',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Excel & More',
      organizationName: 'Skillhub',
      issueYear: '2027',
      issueMonth: '1',
      certUrl: 'https://skillhub.example/certificate?number=SKH-2222-3333-4444',
      certId: 'SKH-2222-3333-4444',
    });
  });
});

describe('staff', () => {
  it('turns the setting on and off with Courses update; a bad value is a 400 naming the field', async () => {
    const read = await t.app.inject({ method: 'GET', url: settingsPath(course._id), headers: bearer(admin) });
    expect(read.json().data).toEqual({ enabled: true });
    const bad = await t.app.inject({
      method: 'PUT',
      url: settingsPath(course._id),
      headers: bearer(admin),
      payload: { enabled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.enabled).toBe('enabled must be true or false');
    const missing = await t.app.inject({
      method: 'GET',
      url: settingsPath('00000000-0000-4000-8000-000000000000'),
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists the course’s certificates, newest first, searched by name, e-mail or number', async () => {
    const all = await t.app.inject({ method: 'GET', url: listPath(course._id), headers: bearer(admin) });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((c: { learner: { name: string } }) => c.learner.name)).toEqual([
      'Ravi Certified',
      'Asha Certified',
    ]);
    expect(all.json().pagination).toMatchObject({ page: 1, total: 2, totalPages: 1 });
    const [asha1] = await myCertificates(t.app, asha.token);
    for (const search of ['asha', asha.email, asha1?.number.slice(4, 13) ?? '']) {
      const found = await t.app.inject({
        method: 'GET',
        url: listPath(course._id),
        headers: bearer(admin),
        query: { search },
      });
      expect(found.json().data.map((c: { number: string }) => c.number)).toEqual([asha1?.number]);
    }
    const paged = await t.app.inject({
      method: 'GET',
      url: listPath(course._id),
      headers: bearer(admin),
      query: { page: '2', limit: '1' },
    });
    expect(paged.json().data.map((c: { learner: { name: string } }) => c.learner.name)).toEqual(['Asha Certified']);
  });

  it('revokes one with a reason: the public check and the learner’s card say so, the PDF is refused', async () => {
    const [mine] = await myCertificates(t.app, asha.token);
    if (!mine) throw new Error('no certificate');
    const noReason = await t.app.inject({
      method: 'POST',
      url: revokePath(course._id, mine._id),
      headers: bearer(admin),
      payload: { reason: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('Give the reason for revoking the certificate');

    const revoked = await t.app.inject({
      method: 'POST',
      url: revokePath(course._id, mine._id),
      headers: bearer(admin),
      payload: { reason: 'Quiz answers were shared' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({
      revokeReason: 'Quiz answers were shared',
      revokedAt: expect.any(String),
    });

    expect(await verify(mine.number)).toEqual({
      status: 'revoked',
      number: mine.number,
      revokedAt: expect.any(String),
    });
    expect((await myCertificates(t.app, asha.token))[0]?.revokedAt).toEqual(expect.any(String));
    const pdf = await t.app.inject({ method: 'GET', url: pdfPath(mine._id), headers: bearer(asha.token) });
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().message).toBe(CERTIFICATE_REVOKED);

    const again = await t.app.inject({
      method: 'POST',
      url: revokePath(course._id, mine._id),
      headers: bearer(admin),
      payload: { reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_REVOKED);
    // Of another course: not found there.
    const elsewhere = await learningCourse(t.app, admin, 'Unrelated Certificates Course');
    const wrongCourse = await t.app.inject({
      method: 'POST',
      url: revokePath(elsewhere._id, mine._id),
      headers: bearer(admin),
      payload: { reason: 'Wrong course' },
    });
    expect(wrongCourse.statusCode).toBe(404);
    // Completing again issues no new one: the revoked certificate stays the learner's only one.
    await takeQuiz(t.app, asha.token, course._id, quizId, true);
    expect(await myCertificates(t.app, asha.token)).toHaveLength(1);
  });

  it('needs Courses: read to see, update to change or revoke; learners get 403', async () => {
    const reader = await userWithPermissions(t.app, admin, 'Certificate Reader', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Courses', operations: { read: true } }] },
    ]);
    const blogger = await userWithPermissions(t.app, admin, 'Certificate Blogger', [
      { name: 'Blogs', operations: {}, subModules: [{ name: 'Blogs', operations: { read: true } }] },
    ]);
    const [ravis] = await myCertificates(t.app, ravi.token);
    if (!ravis) throw new Error('no certificate');
    const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

    expect((await call(reader.token, 'GET', listPath(course._id))).statusCode).toBe(200);
    expect((await call(reader.token, 'GET', settingsPath(course._id))).statusCode).toBe(200);
    expect((await call(reader.token, 'PUT', settingsPath(course._id), { enabled: false })).statusCode).toBe(403);
    expect((await call(reader.token, 'POST', revokePath(course._id, ravis._id), { reason: 'x' })).statusCode).toBe(403);
    for (const token of [blogger.token, ravi.token]) {
      expect((await call(token, 'GET', listPath(course._id))).statusCode).toBe(403);
      expect((await call(token, 'PUT', settingsPath(course._id), { enabled: false })).statusCode).toBe(403);
      expect((await call(token, 'POST', revokePath(course._id, ravis._id), { reason: 'x' })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: listPath(course._id) })).statusCode).toBe(401);
    expect(await verify(ravis.number)).toMatchObject({ status: 'valid', kind: 'course' });
  });

  it('turned off, the course issues no more, and those issued stay valid', async () => {
    await setCertificates(t.app, admin, course._id, false);
    const late = await createLearner(t.app, admin, 'Kiran Late');
    await enrolDirectly(t.app, late.userId, course._id);
    await completeLectures(t.app, late.token, course);
    await takeQuiz(t.app, late.token, course._id, quizId, true);
    expect(await myCertificates(t.app, late.token)).toEqual([]);
    const [ravis] = await myCertificates(t.app, ravi.token);
    expect(await verify(ravis?.number ?? '')).toMatchObject({ status: 'valid' });
  });
});

describe('/api/docs', () => {
  it('documents the calls under Course certificates, the PDF and the refusals', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const revoke = docs.paths['/api/course/certificates/{courseId}/revoke/{certificateId}'].post;
    expect(revoke.tags).toEqual(['Course certificates']);
    expect(Object.keys(revoke.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409']));
    const list = docs.paths['/api/course/certificates/{courseId}'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['courseId', 'search', 'page', 'limit']),
    );
    expect(docs.paths['/api/course/certificate-settings/{courseId}'].put.tags).toEqual(['Course certificates']);
    expect(docs.paths['/api/course/my-certificates'].get.tags).toEqual(['Course certificates']);
    const pdf = docs.paths['/api/course/my-certificates/{certificateId}/pdf'].get;
    expect(Object.keys(pdf.responses)).toEqual(expect.arrayContaining(['200', '404', '409']));
  });
});
