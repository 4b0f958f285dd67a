import { overviewSchema } from '@skillhub/shared/schemas/overview';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lectureOverviews } from '../../src/db/schema/curriculum.ts';
import { sanitiseRichText } from '../../src/modules/overviews/html-sanitiser.ts';
import {
  createCategory,
  createCourse,
  saveCurriculum,
  TWO_SECTIONS,
  validCourseBody,
} from '../courses/course-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let courseId: string;
let sections: { _id: string; subSections: { _id: string }[] }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  const category = await createCategory(t.app, admin, 'UI/UX Design');
  courseId = (await createCourse(t.app, admin, validCourseBody(category, { title: 'UI/UX Design Professional' })))._id;
  sections = (await saveCurriculum(t.app, admin, courseId, TWO_SECTIONS)).json().data.sections;
});
afterAll(() => t.close());

const lectureUrl = (s = 0, l = 0) =>
  `/api/course/overview/${courseId}/${sections[s]?._id}/${sections[s]?.subSections[l]?._id}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

describe('the sanitiser', () => {
  it('strips scripts, event handlers, styles and javascript: URLs, and keeps the editor’s markup', async () => {
    const dirty =
      '<h2 onclick="x()">Intro</h2><script>alert(1)</script><p style="color:red">Hello <img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a> <a href="https://skillhub.in">good</a></p><iframe src="https://evil.example"></iframe><ul><li><strong>One</strong></li></ul><pre><code class="language-js">let a = 1;</code></pre>';
    expect(await sanitiseRichText(dirty)).toBe(
      '<h2>Intro</h2><p>Hello <a target="_blank" rel="noopener noreferrer nofollow">bad</a> <a href="https://skillhub.in" target="_blank" rel="noopener noreferrer nofollow">good</a></p><ul><li><strong>One</strong></li></ul><pre><code class="language-js">let a = 1;</code></pre>',
    );
  });
});

describe('lecture overviews', () => {
  it('is null until written, then sanitised, read, updated and deleted', async () => {
    expect((await call('GET', lectureUrl())).json()).toEqual({ success: true, data: null });
    const created = await call('POST', lectureUrl(), {
      overview: '<p>Welcome</p><img src=x onerror="alert(document.cookie)"><script>steal()</script>',
    });
    expect(created.statusCode).toBe(201);
    const overview = overviewSchema.parse(created.json().data);
    expect(overview).toMatchObject({
      courseId,
      sectionId: sections[0]?._id,
      subSectionId: sections[0]?.subSections[0]?._id,
      overview: '<p>Welcome</p>',
    });
    expect((await call('GET', lectureUrl())).json().data._id).toBe(overview._id);

    const again = await call('POST', lectureUrl(), { overview: '<p>Second</p>' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This lecture already has an overview; edit it instead');

    const updated = await call('PUT', `/api/course/overview/${overview._id}`, {
      overview: '<p>Updated <a href="javascript:alert(1)" onmouseover="x()">link</a></p>',
    });
    expect(updated.json().data.overview).toBe(
      '<p>Updated <a target="_blank" rel="noopener noreferrer nofollow">link</a></p>',
    );

    expect((await call('DELETE', `/api/course/overview/${overview._id}`)).json()).toEqual({
      success: true,
      message: 'Overview deleted successfully',
    });
    expect((await call('DELETE', `/api/course/overview/${overview._id}`)).statusCode).toBe(404);
  });

  it("refuses 'Overview cannot be empty' before and after sanitising", async () => {
    for (const overview of ['', '<p></p>', '<p>&nbsp;</p>', '   ']) {
      const response = await call('POST', lectureUrl(1, 0), { overview });
      expect(response.statusCode, overview).toBe(400);
      expect(response.json().errors).toEqual({ overview: 'Overview cannot be empty' });
    }
    // Only removed markup: empty once sanitised.
    const onlyScript = await call('POST', lectureUrl(1, 0), { overview: '<iframe>text inside</iframe>' });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().errors).toEqual({ overview: 'Overview cannot be empty' });
    expect((await call('POST', lectureUrl(1, 0), {})).json().errors).toEqual({ overview: 'Overview cannot be empty' });
  });

  it('answers 404 for a lecture that is not in that section of that course', async () => {
    const wrongSection = `/api/course/overview/${courseId}/${sections[1]?._id}/${sections[0]?.subSections[0]?._id}`;
    expect((await call('GET', wrongSection)).statusCode).toBe(404);
    expect((await call('POST', wrongSection, { overview: '<p>x</p>' })).json().message).toBe('Lecture not found');
  });

  it('follows its lecture when the curriculum moves it to another section, and is archived with it', async () => {
    const lectureId = sections[0]?.subSections[1]?._id as string;
    const created = await call('POST', lectureUrl(0, 1), { overview: '<p>Moves along</p>' });
    expect(created.statusCode).toBe(201);
    const moved = await saveCurriculum(t.app, admin, courseId, {
      sections: [{ _id: sections[1]?._id, title: 'React', subSections: [{ _id: lectureId, title: 'HTML' }] }],
    });
    expect(moved.statusCode).toBe(200);
    const read = await call('GET', `/api/course/overview/${courseId}/${sections[1]?._id}/${lectureId}`);
    expect(read.json().data.overview).toBe('<p>Moves along</p>');
    await saveCurriculum(t.app, admin, courseId, { sections: [{ title: 'New', subSections: [{ title: 'Fresh' }] }] });
    const overviewUrl = `/api/course/overview/${created.json().data._id}`;
    expect((await call('PUT', overviewUrl, { overview: '<p>x</p>' })).statusCode).toBe(404);
    expect((await call('DELETE', overviewUrl)).statusCode).toBe(404);
    // Kept, unchanged, with the archived lecture.
    const [kept] = await t.app.db.select().from(lectureOverviews).where(eq(lectureOverviews.lectureId, lectureId));
    expect(kept?.overview).toBe('<p>Moves along</p>');
  });
});
