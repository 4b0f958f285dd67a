import { request } from '@skillhub/shared/api-client';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { seedCategory, seedCourse, unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';

/** The course builder's "Skill areas" select against the real server: what it sends and what the server keeps. */

const skillhub = withSkillhubServer(window.location.origin);
const { network } = skillhub;

async function openBuilder(path: string) {
  signInAs(coursePermissions('create', 'update'), skillhub.admin);
  renderCoursesApp(path);
  await screen.findByRole('form', { name: 'Course' });
  return userEvent.setup();
}

const skillAreasField = () => screen.getByRole('combobox', { name: 'Skill areas' });
/** The areas the open list marks as chosen, by their labels (in a page without layout antd shows no tags). */
const chosenAreas = () =>
  [...document.querySelectorAll('.ant-select-item-option-selected')].map((option) => option.getAttribute('title'));

async function chooseArea(user: UserEvent, label: string) {
  await user.click(skillAreasField());
  await pickOption(user, label);
  await user.keyboard('{Escape}');
}

describe('Course builder: skill areas', () => {
  it('offers the three areas by name', async () => {
    const user = await openBuilder('/dashboard/create-course');
    await user.click(skillAreasField());
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title')),
      ).toEqual(expect.arrayContaining(['Foundational skills', 'Entrepreneurial skills', 'Employability skills'])),
    );
  });

  it("shows a course's areas and saves the changed ones", async () => {
    const category = await seedCategory(unique('Spoken English'));
    const course = await seedCourse({
      title: unique('Spoken English for Interviews'),
      category,
      body: { skillAreas: ['entrepreneurial'] },
    });
    const user = await openBuilder(`/dashboard/course/update-details/${course._id}`);
    await user.click(skillAreasField());
    await waitFor(() => expect(chosenAreas()).toEqual(['Entrepreneurial skills']));
    await user.keyboard('{Escape}');

    await chooseArea(user, 'Employability skills');
    await chooseArea(user, 'Foundational skills');
    // Picking a chosen option again takes it out.
    await chooseArea(user, 'Entrepreneurial skills');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Course updated successfully');

    // Sent as the contract's schema parses them: in the list's order, whatever the order of picking.
    expect(network.to('PUT', `/course/details/${course._id}`)[0]?.body).toMatchObject({
      skillAreas: ['foundational', 'employability'],
    });
    const saved = await request(courseEndpoints.get, { params: { courseId: course._id } });
    expect(saved.data.skillAreas).toEqual(['foundational', 'employability']);
  });
});
