import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLE_USER } from '@skillhub/shared/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/config.ts';
import { categories } from '../../src/db/schema/categories.ts';
import { courses } from '../../src/db/schema/courses.ts';
import { courseLectures, courseSections } from '../../src/db/schema/curriculum.ts';
import { roles } from '../../src/db/schema/users-and-roles.ts';
import { createTestApp, createUserWithPassword, GOOD_PASSWORD, login, loginAsAdmin } from '../support/test-app.ts';

/** The start of an ISO base-media (MP4) file: an 'ftyp' box with the isom brand. */
export function fakeMp4(size: number): Buffer {
  const content = randomBytes(size);
  Buffer.from([0, 0, 0, 0x20]).copy(content, 0);
  content.write('ftypisom', 4, 'latin1');
  return content;
}

export interface Lecture {
  courseId: string;
  sectionId: string;
  subSectionId: string;
}

/** A draft course with one section of `lectures` lectures, written straight to the tables. */
export async function seedCourse(app: FastifyInstance, lectures = 2): Promise<{ lectures: Lecture[] }> {
  const suffix = randomUUID().slice(0, 8);
  const [category] = await app.db
    .insert(categories)
    .values({ name: `Media ${suffix}`, slug: `media-${suffix}`, description: 'Courses for the media tests' })
    .returning();
  if (!category) throw new Error('category');
  const [course] = await app.db
    .insert(courses)
    .values({
      title: `Video Editing Basics ${suffix}`,
      subtitle: 'Cut, trim and export your first videos',
      slug: `video-editing-basics-${suffix}`,
      categoryId: category.id,
      language: 'English',
      courseMode: 'Online',
      courseLevel: 'Beginner',
      thumbnail: 'https://example.com/thumb.png',
      keypoints: ['Editing'],
      tags: [{ value: 'video' }],
      description: 'A practical course.',
      duration: '4 weeks',
      whatWillYouLearn: ['Cutting'],
      actualPrice: 1000,
      finalPrice: 1000,
      validity: '1 Year',
    })
    .returning();
  if (!course) throw new Error('course');
  const [section] = await app.db
    .insert(courseSections)
    .values({ courseId: course.id, title: 'Getting started', position: 0 })
    .returning();
  if (!section) throw new Error('section');
  const rows = await app.db
    .insert(courseLectures)
    .values(
      Array.from({ length: lectures }, (_, i) => ({
        courseId: course.id,
        sectionId: section.id,
        title: `Lecture ${i + 1}`,
        position: i,
      })),
    )
    .returning();
  return { lectures: rows.map((row) => ({ courseId: course.id, sectionId: section.id, subSectionId: row.id })) };
}

export async function lectureRow(app: FastifyInstance, lectureId: string) {
  const [row] = await app.db.select().from(courseLectures).where(eq(courseLectures.id, lectureId));
  return row;
}

/** A multipart/form-data body: text fields first, then one file field. */
export function multipartBody(
  fields: Record<string, string | number>,
  file: { field: string; name: string; type: string; content: Buffer } | null,
) {
  const boundary = `----skillhub${randomUUID()}`;
  const pieces: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(pieces), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const lecturePath = (name: string, lecture: Lecture) =>
  `/api/course/${name}/${lecture.courseId}/${lecture.sectionId}/${lecture.subSectionId}`;

/** The app on local-disk storage in a temporary folder, with the admin's and a learner's tokens. */
export async function createMediaTestApp(adjust: (config: AppConfig) => void = () => {}) {
  const root = await mkdtemp(join(tmpdir(), 'skillhub-media-'));
  const testApp = await createTestApp((config) => {
    config.storage = { kind: 'local', root };
    adjust(config);
  });
  const { app } = testApp;
  const adminToken = await loginAsAdmin(app);
  const [userRole] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_USER));
  if (!userRole) throw new Error('USER role');
  const email = `learner.${randomUUID().slice(0, 8)}@skillhub.test`;
  await createUserWithPassword(app, adminToken, { name: 'Lena Learner', email, roleId: userRole.id });
  const learnerToken = await login(app, email, GOOD_PASSWORD);
  return {
    ...testApp,
    root,
    adminToken,
    learnerToken,
    learnerEmail: email,
    async close() {
      await testApp.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
