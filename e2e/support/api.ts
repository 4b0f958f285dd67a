import { readFile } from 'node:fs/promises';
import { OTP_IN_MAIL, waitForMail } from './mailbox.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL } from './ports.ts';

/** Arranging state through the real API (what a test needs before it starts clicking). */

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  /** `origin`: a second platform on another port (by default the run's own); `headers`: more request headers. */
  { headers = {}, origin = E2E_BASE_URL }: { headers?: Record<string, string>; origin?: string } = {},
): Promise<T> {
  const res = await fetch(`${origin}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** A call as a signed-in user (`token`) makes it: its JSON answer; an error status is thrown with its body. */
export function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  return call<T>(method, path, body, token);
}

/** `origin` is for a second platform on another port; by default the run's own. */
export async function loginToken(
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
  origin = E2E_BASE_URL,
): Promise<string> {
  const body = await call<{ data: { accessToken: string } }>('POST', '/user/login', { email, password }, undefined, {
    origin,
  });
  return body.data.accessToken;
}

export const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright so global setup starts the mail catcher');
  return dir;
};

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Creates a staff role and a user holding it, whose password is set through the e-mailed link. */
export async function createStaffUser(roleName: string, permissions: unknown, password: string) {
  const admin = await loginToken();
  const role = await call<{ data: { _id: string } }>('POST', '/user/role', { name: roleName, permissions }, admin);
  const email = uniqueEmail('staff');
  await call('POST', '/user/add', { name: 'Staff Member', email, role: role.data._id }, admin);
  const token = await waitForMail(mailDir(), email, /\/reset-password\/([A-Za-z0-9_-]+)/);
  await call('POST', `/user/reset-password/${token}`, { newPassword: password, confirmPassword: password });
  return { email, password };
}

/**
 * An address of its own for each learner the tests sign up, as real learners sign up from their own phones: the
 * platform trusts the loopback proxy (global-setup.ts), and the sign-up limits count per address.
 */
const learnerAddress = () =>
  ({ 'x-forwarded-for': `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}` }) as const;

/** Signs a learner up through the OTP flow, reading the code from the mail. */
export async function createLearner(password: string) {
  const email = uniqueEmail('learner');
  const from = learnerAddress();
  await call('POST', '/user/send-signup-otp', { name: 'Asha Learner', email, password }, undefined, {
    headers: from,
  });
  const otp = await waitForMail(mailDir(), email, OTP_IN_MAIL);
  await call('POST', '/user/verify-signup-otp', { email, otp }, undefined, { headers: from });
  return { email, password };
}

/** Creates an active course category (on the platform at `origin`); returns its id. */
export async function createCategory(token: string, name: string, origin = E2E_BASE_URL): Promise<string> {
  const body = await call<{ data: { _id: string } }>(
    'POST',
    '/course/category',
    { name, description: `${name}: courses made by an end-to-end test.` },
    token,
    { origin },
  );
  return body.data._id;
}

/** A draft course with one section of one lecture, arranged through the API; returns the course id. */
export async function createCourseWithOneLecture(token: string, categoryId: string, title: string, actualPrice = 1000) {
  const course = await call<{ data: { _id: string } }>(
    'POST',
    '/course',
    {
      title,
      subtitle: 'A course arranged by an end-to-end test',
      language: 'English',
      category: categoryId,
      courseMode: 'Online',
      courseLevel: 'Beginner',
      thumbnail: 'https://cdn.skillhub.test/thumbnails/e2e.png',
      keypoints: ['Short lectures'],
      tags: [{ value: 'e2e' }],
      description: 'Arranged through the API so a test can start on the content page.',
      duration: '1 week',
      whatWillYouLearn: ['Uploading videos'],
      price: { actualPrice, discountPercentage: 10, finalPrice: actualPrice * 0.9 },
      validity: 'LifeTime',
    },
    token,
  );
  await call(
    'PUT',
    `/course/curriculum/${course.data._id}`,
    { sections: [{ title: 'Only section', subSections: [{ title: 'Only lecture' }] }] },
    token,
  );
  return course.data._id;
}

const DEMO_MP4 = new URL('../../server/src/seed/assets/demo-lecture.mp4', import.meta.url);

interface ArrangedCourse {
  _id: string;
  slug: string;
  lectures: { sectionId: string; subSectionId: string; title: string }[];
}

/**
 * A published course of two lectures whose first one plays the 6-second demo video, uploaded through the
 * chunked-upload calls like the content page does. Priced at `actualPrice` with a 10% discount.
 */
export async function createPublishedCourseWithVideo(
  token: string,
  categoryId: string,
  title: string,
  actualPrice: number,
): Promise<ArrangedCourse> {
  const courseId = await createCourseWithOneLecture(token, categoryId, title, actualPrice);
  const content = await call<{
    data: { slug: string; sections: { _id: string; subSections: { _id: string; title: string }[] }[] };
  }>('GET', `/course/content/${courseId}`, undefined, token);
  const section = content.data.sections[0];
  const first = section?.subSections[0];
  if (!section || !first) throw new Error('The arranged course has no lecture');
  await call(
    'PUT',
    `/course/curriculum/${courseId}`,
    {
      sections: [
        {
          _id: section._id,
          title: 'Only section',
          subSections: [{ _id: first._id, title: 'Only lecture' }, { title: 'Second lecture' }],
        },
      ],
    },
    token,
  );
  const lecturePath = `${courseId}/${section._id}/${first._id}`;
  const video = await readFile(DEMO_MP4);
  const started = await call<{ data: { uploadId: string; fileKey: string } }>(
    'POST',
    `/course/start-upload/${lecturePath}`,
    { fileName: 'demo-lecture.mp4', fileType: 'video/mp4', fileSize: video.length, courseTitle: title },
    token,
  );
  const form = new FormData();
  form.set('uploadId', started.data.uploadId);
  form.set('fileKey', started.data.fileKey);
  form.set('partNumber', '1');
  form.set('chunk', new Blob([video], { type: 'video/mp4' }), 'demo-lecture.mp4');
  const part = await fetch(`${E2E_BASE_URL}/api/course/chunk-upload/${lecturePath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!part.ok) throw new Error(`chunk upload -> ${part.status}: ${await part.text()}`);
  const { data: uploaded } = (await part.json()) as { data: { partNumber: number; etag: string } };
  await call(
    'POST',
    `/course/complete-upload/${lecturePath}`,
    { uploadId: started.data.uploadId, fileKey: started.data.fileKey, parts: [uploaded] },
    token,
  );
  await call('PATCH', `/course/status/${courseId}?status=PUBLISHED`, undefined, token);
  const after = await call<{
    data: { slug: string; sections: { _id: string; subSections: { _id: string; title: string }[] }[] };
  }>('GET', `/course/content/${courseId}`, undefined, token);
  return {
    _id: courseId,
    slug: after.data.slug,
    lectures: after.data.sections.flatMap((s) =>
      s.subSections.map((l) => ({ sectionId: s._id, subSectionId: l._id, title: l.title })),
    ),
  };
}
