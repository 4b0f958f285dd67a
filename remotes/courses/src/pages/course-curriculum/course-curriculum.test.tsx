import { request } from '@skillhub/shared/api-client';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import type { Category } from '@skillhub/shared/schemas/category';
import type { Course } from '@skillhub/shared/schemas/course';
import {
  enrol,
  lectureOf,
  seedCategory,
  seedCourse,
  seedNote,
  seedProgress,
} from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';

/** The curriculum editor against the real server: saves, ids and the learners' work it reports are its own. */

const skillhub = withSkillhubServer(window.location.origin);
const { network } = skillhub;
let category: Category;

beforeAll(async () => {
  category = await seedCategory();
});

const outline = [
  { title: 'Getting started', lectures: ['Welcome', 'Setting up'] },
  { title: 'React basics', lectures: ['Components'] },
];

async function openCourse(course: Course) {
  signInAs(coursePermissions('update'), skillhub.admin);
  // The page's own calls only, not the seeding's.
  network.clear();
  renderCoursesApp(`/dashboard/course/update-curriculum/${course._id}`);
  await screen.findByRole('form', { name: 'Curriculum' });
  return { user: userEvent.setup(), course };
}

async function openCurriculum(sections = outline) {
  return openCourse(await seedCourse({ title: 'Full Stack Bootcamp', category, sections }));
}

const savedCourse = async (courseId: string) => (await request(courseEndpoints.get, { params: { courseId } })).data;

const textbox = (name: string) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save Curriculum' });
const puts = () => network.requests.filter((r) => r.method === 'PUT' && r.path.startsWith('/course/curriculum/'));
const lastPut = () =>
  puts().at(-1)?.body as {
    sections: {
      _id?: string;
      title: string;
      description?: string;
      opensAfterDays?: number | null;
      opensOn?: string | null;
      subSections: { _id?: string; title: string; freePreview?: boolean }[];
    }[];
  };

/** Every section is sent with its release (none: both null), never without it. */
const noRelease = { opensAfterDays: null, opensOn: null };

async function retitle(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe('Curriculum', () => {
  it('adds a section with a lecture and saves the outline with existing ids kept', async () => {
    const { user, course } = await openCurriculum();
    expect(textbox('Section 1 title')).toHaveProperty('value', 'Getting started');
    expect(textbox('Lecture 2 title')).toHaveProperty('value', 'Setting up');

    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    await retitle(user, textbox('Section 3 title'), 'Deployment');
    await user.type(textbox('Section 3 description'), 'Ship it');
    const section3 = screen.getByRole('group', { name: 'Section 3' });
    await user.type(within(section3).getByRole('textbox', { name: 'Lecture 1 title' }), 'Docker');
    await user.click(screen.getByRole('button', { name: 'Add lecture to section 3' }));
    await user.type(within(section3).getByRole('textbox', { name: 'Lecture 2 title' }), 'CI pipelines');
    await user.click(saveButton());

    await screen.findByText('Curriculum saved successfully');
    const [first, second] = course.sections;
    expect(lastPut().sections).toEqual([
      {
        _id: first!._id,
        title: 'Getting started',
        description: '',
        ...noRelease,
        subSections: first!.subSections.map((l) => ({ _id: l._id, title: l.title, freePreview: false })),
      },
      {
        _id: second!._id,
        title: 'React basics',
        description: '',
        ...noRelease,
        subSections: [{ _id: second!.subSections[0]!._id, title: 'Components', freePreview: false }],
      },
      {
        title: 'Deployment',
        description: 'Ship it',
        ...noRelease,
        subSections: [
          { title: 'Docker', freePreview: false },
          { title: 'CI pipelines', freePreview: false },
        ],
      },
    ]);

    // The saved items now have ids: a second save keeps them.
    await user.click(saveButton());
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(lastPut().sections[2]?._id).toBe((await savedCourse(course._id)).sections[2]?._id);
    expect(lastPut().sections[2]?._id).toBeDefined();
    expect(lastPut().sections[2]?.subSections[0]?._id).toBeDefined();
  });

  it('marks a lecture as a free preview and unmarks it, and the saved course says so', async () => {
    const { user, course } = await openCurriculum();
    const toggle = screen.getByRole('checkbox', { name: 'Free preview: lecture 2 of section 1' });
    expect(toggle).toHaveProperty('checked', false);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(toggle);
    expect(toggle).toHaveProperty('checked', true);
    await user.click(saveButton());
    await screen.findByText('Curriculum saved successfully');
    expect(lastPut().sections[0]?.subSections.map((l) => l.freePreview)).toEqual([false, true]);
    const saved = await savedCourse(course._id);
    expect(saved.sections[0]?.subSections.map((l) => l.freePreview)).toEqual([false, true]);

    // Space toggles it from the keyboard, as for any checkbox (the saved form is drawn afresh: find it again).
    const marked = screen.getByRole('checkbox', { name: 'Free preview: lecture 2 of section 1' });
    await waitFor(() => expect(marked).toHaveProperty('checked', true));
    marked.focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Free preview: lecture 2 of section 1' })).toHaveProperty(
        'checked',
        false,
      ),
    );
    await user.click(saveButton());
    await waitFor(() => expect(puts()).toHaveLength(2));
    await waitFor(async () =>
      expect((await savedCourse(course._id)).sections[0]?.subSections[1]?.freePreview).toBe(false),
    );
  });

  it('reorders sections and lectures from the keyboard', async () => {
    const { user, course } = await openCurriculum();
    expect(screen.getByRole('button', { name: 'Move section 1 up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move section 2 down' })).toHaveProperty('disabled', true);

    screen.getByRole('button', { name: 'Move section 1 down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(textbox('Section 1 title')).toHaveProperty('value', 'React basics'));

    await user.click(screen.getByRole('button', { name: 'Move lecture 2 of section 2 up' }));
    const section2 = screen.getByRole('group', { name: 'Section 2' });
    expect(within(section2).getByRole('textbox', { name: 'Lecture 1 title' })).toHaveProperty('value', 'Setting up');
    // Drag handles are named too, for screen-reader users who drag with space and the arrow keys.
    screen.getByRole('button', { name: 'Drag section 1' });
    screen.getByRole('button', { name: 'Drag lecture 1 of section 2' });

    await user.click(saveButton());
    await screen.findByText('Curriculum saved successfully');
    const [first, second] = course.sections;
    expect(lastPut().sections.map((s) => s._id)).toEqual([second!._id, first!._id]);
    expect(lastPut().sections[1]?.subSections.map((l) => l._id)).toEqual([
      first!.subSections[1]!._id,
      first!.subSections[0]!._id,
    ]);
  });

  it('deletes a lecture and a section after confirmation', async () => {
    const { user, course } = await openCurriculum();
    await user.click(screen.getByRole('button', { name: 'Delete lecture 1 of section 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Lecture' });
    within(dialog).getByText('Delete "Welcome"? It leaves the course when you save.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const section1 = screen.getByRole('group', { name: 'Section 1' });
    await waitFor(() =>
      expect(within(section1).getByRole('textbox', { name: 'Lecture 1 title' })).toHaveProperty('value', 'Setting up'),
    );

    await user.click(screen.getByRole('button', { name: 'Delete section 2' }));
    const sectionDialog = await screen.findByRole('dialog', { name: 'Delete Section' });
    await user.click(within(sectionDialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('group', { name: 'Section 2' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Delete section 2' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Section' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Section 2' })).toBeNull());

    await user.click(saveButton());
    await screen.findByText('Curriculum saved successfully');
    expect(lastPut().sections).toEqual([
      {
        _id: course.sections[0]!._id,
        title: 'Getting started',
        description: '',
        ...noRelease,
        subSections: [{ _id: course.sections[0]!.subSections[1]!._id, title: 'Setting up', freePreview: false }],
      },
    ]);
  });

  it('says how many learners have notes or progress on a lecture or section before it is removed', async () => {
    const course = await seedCourse({ title: 'Full Stack Bootcamp', category, sections: outline, status: 'PUBLISHED' });
    // The admin, enrolled, is the learner: a note on the first lecture and progress on the second.
    await enrol(skillhub.admin.user._id, course._id);
    await seedNote(lectureOf(course, 0, 0), 'Props flow down');
    await seedProgress(lectureOf(course, 0, 1), 42);
    const { user } = await openCourse(course);
    expect(network.to('GET', `/course/curriculum/impact/${course._id}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete lecture 1 of section 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Lecture' });
    within(dialog).getByText(
      'Delete "Welcome"? It leaves the course when you save. 1 learner has notes or progress on this lecture; the learners keep their work.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Still there: nothing is removed without the confirmation.
    const section1 = screen.getByRole('group', { name: 'Section 1' });
    expect(within(section1).getByRole('textbox', { name: 'Lecture 1 title' })).toHaveProperty('value', 'Welcome');

    await user.click(screen.getByRole('button', { name: 'Delete lecture 2 of section 1' }));
    within(await screen.findByRole('dialog', { name: 'Delete Lecture' })).getByText(
      'Delete "Setting up"? It leaves the course when you save. 1 learner has notes or progress on this lecture; the learners keep their work.',
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Lecture' })).getByRole('button', { name: 'Cancel' }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete section 1' }));
    within(await screen.findByRole('dialog', { name: 'Delete Section' })).getByText(
      'Delete "Getting started" and its 2 lecture(s)? They leave the course when you save. 1 learner has notes or progress on its lectures; the learners keep their work.',
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Section' })).getByRole('button', { name: 'Cancel' }),
    );

    // No learner has work on section 2: no warning, just what the removal does.
    await user.click(screen.getByRole('button', { name: 'Delete lecture 1 of section 2' }));
    within(await screen.findByRole('dialog', { name: 'Delete Lecture' })).getByText(
      'Delete "Components"? It leaves the course when you save.',
    );
  });

  it('shows the contract messages for an incomplete outline', async () => {
    const { user } = await openCurriculum([]);
    await user.click(saveButton());
    await screen.findByText('At least one section is required');

    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    await user.click(saveButton());
    await screen.findByText('Section title is required');
    screen.getByText('Lecture title is required');

    await user.click(screen.getByRole('button', { name: 'Delete lecture 1 of section 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Lecture' })).getByRole('button', { name: 'Delete' }),
    );
    await user.click(saveButton());
    await screen.findByText('At least one lecture is required');
    expect(puts()).toHaveLength(0);
  });

  it('warns before leaving with unsaved changes', async () => {
    const { user } = await openCurriculum();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    await retitle(user, textbox('Section 1 title'), 'Orientation');
    const dirtyUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyUnload);
    expect(dirtyUnload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Courses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(window.location.pathname).toMatch(/update-curriculum/);

    await user.click(screen.getByRole('button', { name: 'Courses' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/courses'));
  });
  it('releases a section days after enrolment or on a date, one rule at a time, and back to at once', async () => {
    const { user, course } = await openCurriculum();
    const section2 = screen.getByRole('group', { name: 'Section 2' });
    const when2 = within(section2).getByRole('radiogroup', { name: 'When section 2 opens' });
    expect(within(when2).getByRole('radio', { name: 'At once' })).toHaveProperty('checked', true);

    await user.click(within(when2).getByRole('radio', { name: 'Days after enrolment' }));
    const days = within(section2).getByRole('spinbutton', { name: /Days after enrolment for section 2/ });
    // A week is offered first.
    expect(days).toHaveProperty('value', '7');
    // happy-dom cannot select or delete the digits of a number input, so the new value is set as a change.
    fireEvent.change(days, { target: { value: '14' } });
    const section1 = screen.getByRole('group', { name: 'Section 1' });
    await user.click(within(section1).getByRole('radio', { name: 'On a date' }));
    const date = within(section1).getByLabelText(/Opening date for section 1/);
    await user.clear(date);
    // An emptied date is refused on the page, naming the field; the server is not asked.
    await user.click(saveButton());
    expect(await within(section1).findByText('Opening date must be a valid date (YYYY-MM-DD)')).toBeTruthy();
    expect(puts()).toHaveLength(0);

    await user.type(date, '2030-01-15');
    await user.click(saveButton());
    await screen.findByText('Curriculum saved successfully');
    expect(lastPut().sections.map((s) => [s.opensAfterDays, s.opensOn])).toEqual([
      [null, '2030-01-15'],
      [14, null],
    ]);
    const saved = await savedCourse(course._id);
    expect(saved.sections.map((s) => [s.opensAfterDays, s.opensOn])).toEqual([
      [null, '2030-01-15'],
      [14, null],
    ]);

    // After the save the form holds the saved schedule; switching a section back to "At once" sends no rule.
    const saved2 = screen.getByRole('group', { name: 'Section 2' });
    expect(within(saved2).getByRole('spinbutton', { name: /Days after enrolment for section 2/ })).toHaveProperty(
      'value',
      '14',
    );
    await user.click(within(saved2).getByRole('radio', { name: 'At once' }));
    expect(within(saved2).queryByRole('spinbutton')).toBeNull();
    await user.click(saveButton());
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(lastPut().sections[1]).toMatchObject({ opensAfterDays: null, opensOn: null });
    expect((await savedCourse(course._id)).sections[1]?.opensAfterDays).toBeNull();
  });
});
