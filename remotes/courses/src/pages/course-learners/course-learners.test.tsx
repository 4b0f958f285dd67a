import {
  enrol,
  lectureOf,
  seedCategory,
  seedCourse,
  seedProgress,
  unique,
} from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';

/**
 * The Learners page against the real server: a course the admin is enrolled in with one lecture of four done.
 * Nobody can be idle for days on a fresh server; the scripted tests cover the table and the nudges.
 */

const skillhub = withSkillhubServer(window.location.origin);

describe('Learners page', () => {
  it("shows the course's figures from the server and that nobody has been away for 14 days", async () => {
    const category = await seedCategory(unique('Banking'));
    const course = await seedCourse({
      title: unique('Retail Banking'),
      category,
      status: 'PUBLISHED',
      sections: [{ title: 'Accounts', lectures: ['Savings', 'Current', 'Deposits', 'Loans'] }],
    });
    await enrol(skillhub.admin.user._id, course._id);
    await seedProgress(lectureOf(course, 0, 0), 30, true);

    signInAs(coursePermissions('update'), skillhub.admin);
    renderCoursesApp(`/dashboard/course/learners/${course._id}`);
    await screen.findByRole('heading', { level: 1, name: `Learners: ${course.title}` });
    expect(screen.getByRole('group', { name: 'Enrolled' }).textContent).toContain('1');
    expect(screen.getByRole('group', { name: 'Started' }).textContent).toContain('100% of enrolled');
    expect(screen.getByRole('group', { name: 'Completed' }).textContent).toContain('0% of enrolled');
    expect(screen.getByRole('group', { name: 'Median progress' }).textContent).toContain('25%');
    await screen.findByText('No learner has been away from this course for 14 days.');
  });

  it('says so when the course does not exist', async () => {
    signInAs(coursePermissions(), skillhub.admin);
    renderCoursesApp('/dashboard/course/learners/00000000-0000-4000-8000-000000000000');
    await screen.findByText('Course not found');
    screen.getByRole('button', { name: 'Retry' });
  });
});
