import { api, configureApiBase, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import { queryClient } from '@skillhub/shared/query-client';
import type { AuthData } from '@skillhub/shared/schemas/auth';
import type { Category } from '@skillhub/shared/schemas/category';
import type { Course, CourseBody } from '@skillhub/shared/schemas/course';
import { clearSession, setSession } from '@skillhub/shared/session';
import { ADMIN, type SkillhubServer, startSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, cellTexts, chooseRowAction } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { ChunkedUpload } from '../course-content/chunked-upload.ts';

/** The staff course pages and the upload engine against the real Fastify app on a fresh database. */

let server: SkillhubServer;
let category: Category;

beforeAll(async () => {
  // The first render of a file loads antd and the page chunk; on a busy machine that outlasts 5 s.
  configure({ asyncUtilTimeout: 15_000 });
  server = await startSkillhubServer(window.location.origin);
  configureApiBase(server.apiBase);
  setSession((await api.post<SuccessBody<AuthData>>(apiPaths.auth.login, { json: ADMIN })).data);
  category = (
    await api.post<SuccessBody<Category>>(apiPaths.categories.list, {
      json: { name: 'Full Stack', description: 'Web development end to end' },
    })
  ).data;
}, 150_000);

afterAll(async () => {
  clearSession();
  queryClient.clear();
  await server?.stop();
});

const body = (title: string): CourseBody => ({
  title,
  subtitle: 'From HTML to deployed React and Node apps',
  language: 'English',
  category: category._id,
  courseMode: 'Online',
  courseLevel: 'Beginner',
  thumbnail: 'https://cdn.skillhub.in/fullstack.png',
  keypoints: ['Live classes'],
  tags: [{ value: 'react' }],
  description: 'A complete programme',
  duration: '12 weeks',
  whatWillYouLearn: ['React'],
  price: { actualPrice: 10000, discountPercentage: 10, finalPrice: 9000 },
  validity: '1 Year',
});

describe('Staff course pages on the real server', { timeout: 90_000 }, () => {
  it("lists a course, shows the server's refusal to publish it empty, and publishes it with a curriculum", async () => {
    const course = (
      await api.post<SuccessBody<Course>>(apiPaths.courses.create, { json: body('Full Stack Web Development') })
    ).data;
    const user = userEvent.setup();
    renderCoursesApp('/dashboard/courses');
    const table = await screen.findByRole('table', { name: 'Courses' });
    await waitFor(() =>
      expect(cellTexts(bodyRows(table)[0]!).slice(0, 6)).toEqual([
        '1',
        'Full Stack Web Development',
        'Full Stack',
        'Draft',
        '₹9,000',
        '0',
      ]),
    );

    await chooseRowAction(user, 1, 'Publish');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish Course' })).getByRole('button', { name: 'Publish' }),
    );
    await screen.findByText('Add at least one section with a lecture before publishing');

    await api.put(buildPath(apiPaths.courses.curriculum, { courseId: course._id }), {
      json: { sections: [{ title: 'Getting started', subSections: [{ title: 'Welcome' }] }] },
    });
    await chooseRowAction(user, 1, 'Publish');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish Course' })).getByRole('button', { name: 'Publish' }),
    );
    await screen.findByText('Course "Full Stack Web Development" is now published');
    await waitFor(() => expect(cellTexts(bodyRows(table)[0]!)[3]).toBe('Published'));
  });

  it('uploads a lecture video in chunks through the real upload calls', async () => {
    const course = (await api.post<SuccessBody<Course>>(apiPaths.courses.create, { json: body('Video Upload Course') }))
      .data;
    const saved = await api.put<SuccessBody<Course>>(buildPath(apiPaths.courses.curriculum, { courseId: course._id }), {
      json: { sections: [{ title: 'Getting started', subSections: [{ title: 'Welcome' }] }] },
    });
    const section = saved.data.sections[0]!;
    // An MP4 is recognised by its 'ftyp' box; the rest is filler the size of one and a half chunks.
    const bytes = new Uint8Array(8 * 1024 * 1024);
    bytes.set([
      0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70,
      0x34, 0x31,
    ]);
    const file = new File([bytes], 'welcome.mp4', { type: 'video/mp4', lastModified: 1 });
    const percents: number[] = [];

    await new ChunkedUpload({
      target: { courseId: course._id, sectionId: section._id, subSectionId: section.subSections[0]!._id },
      file,
      courseTitle: course.title,
      onProgress: (p) => percents.push(p.percent),
    }).run();

    expect(percents).toEqual([0, 62, 100]);
    const content = await api.get<
      SuccessBody<{ sections: { subSections: { video: { sizeBytes: number } | null }[] }[] }>
    >(buildPath(apiPaths.courses.content, { courseId: course._id }));
    expect(content.data.sections[0]?.subSections[0]?.video?.sizeBytes).toBe(file.size);
  });
});
