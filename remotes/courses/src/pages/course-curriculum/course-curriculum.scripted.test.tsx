import { failure, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, it } from 'vitest';
import { courseFixture, idFor } from '../../../test/fixtures.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';

/**
 * The curriculum editor with answers the real server does not give on demand: several learners' work on one
 * lecture (a test can sign in only one learner) and a failed save.
 */

const server = withScriptedServer();

const lecture = (title: string) => ({
  _id: idFor(`lecture ${title}`),
  title,
  hasVideo: false,
  videoDurationSeconds: null,
  freePreview: false,
});
const course = courseFixture('Full Stack Bootcamp', {
  sections: [
    {
      _id: idFor('section Getting started'),
      title: 'Getting started',
      description: '',
      opensAfterDays: null,
      opensOn: null,
      subSections: [lecture('Welcome'), lecture('Setting up')],
    },
  ],
});

async function openCurriculum(learners: { lectures: [string, number][]; sections: [string, number][] }) {
  server.on('GET /course/:courseId', () => ok(course));
  server.on('GET /course/curriculum/impact/:courseId', () =>
    ok({
      lectures: learners.lectures.map(([_id, count]) => ({ _id, learners: count })),
      sections: learners.sections.map(([_id, count]) => ({ _id, learners: count })),
    }),
  );
  signInAs(coursePermissions('update'));
  renderCoursesApp(`/dashboard/course/update-curriculum/${course._id}`);
  await screen.findByRole('form', { name: 'Curriculum' });
  return userEvent.setup();
}

describe('Curriculum with scripted answers', () => {
  it('counts several learners in the warning before a removal', async () => {
    const section = course.sections[0]!;
    const user = await openCurriculum({ lectures: [[section.subSections[0]!._id, 3]], sections: [[section._id, 3]] });

    await user.click(screen.getByRole('button', { name: 'Delete lecture 1 of section 1' }));
    within(await screen.findByRole('dialog', { name: 'Delete Lecture' })).getByText(
      'Delete "Welcome"? It leaves the course when you save. 3 learners have notes or progress on this lecture; the learners keep their work.',
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Lecture' })).getByRole('button', { name: 'Cancel' }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete section 1' }));
    within(await screen.findByRole('dialog', { name: 'Delete Section' })).getByText(
      'Delete "Getting started" and its 2 lecture(s)? They leave the course when you save. 3 learners have notes or progress on its lectures; the learners keep their work.',
    );
  });

  it("shows the server's message when saving fails", async () => {
    server.on('PUT /course/curriculum/:courseId', () => failure(503, 'Database is unavailable'));
    const user = await openCurriculum({ lectures: [], sections: [] });
    await user.click(screen.getByRole('button', { name: 'Save Curriculum' }));
    await screen.findByText('Database is unavailable');
  });
});
