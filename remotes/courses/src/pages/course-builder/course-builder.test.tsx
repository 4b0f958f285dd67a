import { request } from '@skillhub/shared/api-client';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import type { Category } from '@skillhub/shared/schemas/category';
import { deactivateCategory, seedCategory, seedCourse, unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { tinyPng } from '@skillhub/shared/test-support/tiny-png';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';

/** The course builder against the real server: its checks, saves and refusals are the server's own. */

const skillhub = withSkillhubServer(window.location.origin);
const { network } = skillhub;

async function openBuilder(path = '/dashboard/create-course') {
  signInAs(coursePermissions('create', 'update'), skillhub.admin);
  renderCoursesApp(path);
  const form = await screen.findByRole('form', { name: 'Course' });
  return { user: userEvent.setup(), form };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const number = (name: string) => screen.getByRole('spinbutton', { name });

/** Replaces a field's text the way a paste would: quicker than typing, same events for the form. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
  await user.tab();
}

async function choose(user: UserEvent, label: string, option: string) {
  const field = screen.getByRole('combobox', { name: label });
  await user.click(field);
  // The category list holds every test's categories: narrow it to the one wanted, as a user would.
  if (label === 'Category') await user.type(field, option);
  await pickOption(user, option);
}

/** The visible option of an open select with this label, if it is offered. */
const optionTitled = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
    (el) => el.getAttribute('title') === title,
  ) ?? null;

const save = (user: UserEvent, label = 'Create Course') => user.click(screen.getByRole('button', { name: label }));

/** The error message a field announces, without its hint text. */
const errorOf = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

async function fillValidCourse(user: UserEvent, category: Category) {
  await fill(user, textbox('Title'), 'Full Stack Web Development');
  await fill(user, textbox('Subtitle'), 'From HTML to deployed React and Node apps');
  await choose(user, 'Language', 'English & Hindi');
  await choose(user, 'Category', category.name);
  await choose(user, 'Course Mode', 'Hybrid');
  await choose(user, 'Course Level', 'Intermediate');
  await fill(user, textbox('Thumbnail'), 'https://cdn.skillhub.in/fullstack.png');
  await fill(user, textbox('Key point 1'), '40 hours of live classes');
  await user.click(screen.getByRole('button', { name: 'Add key point' }));
  await fill(user, textbox('Key point 2'), 'Placement support');
  await fill(user, textbox('Tag 1'), 'react');
  await fill(user, textbox('Learning point 1'), 'Build REST APIs with Node.js');
  await fill(user, textbox('Description'), 'A complete programme.\nProjects every week.');
  await fill(user, textbox('Duration'), '24 weeks');
  await fill(user, number('Actual Price (₹)'), '49999');
  await fill(user, number('Discount (%)'), '20');
  await choose(user, 'Validity', 'LifeTime');
}

describe('Course builder', () => {
  it('says what every empty required field needs and sends nothing', async () => {
    const { user } = await openBuilder();
    await save(user);

    await screen.findByText('Title is required');
    expect(errorOf(textbox('Title'))).toBe('Title is required');
    expect(errorOf(textbox('Subtitle'))).toBe('Subtitle is required');
    expect(errorOf(screen.getByRole('combobox', { name: 'Language' }))).toBe('Language is required');
    expect(errorOf(screen.getByRole('combobox', { name: 'Category' }))).toBe('Category is required');
    expect(errorOf(screen.getByRole('combobox', { name: 'Course Mode' }))).toBe('Course mode is required');
    expect(errorOf(screen.getByRole('combobox', { name: 'Course Level' }))).toBe('Course level is required');
    expect(errorOf(textbox('Thumbnail'))).toBe('Thumbnail is required');
    expect(errorOf(textbox('Key point 1'))).toBe('Key point cannot be empty');
    expect(errorOf(textbox('Tag 1'))).toBe('Tag cannot be empty');
    expect(errorOf(textbox('Learning point 1'))).toBe('Learning point cannot be empty');
    expect(errorOf(textbox('Description'))).toBe('Description is required');
    expect(errorOf(textbox('Duration'))).toBe('Duration is required');
    expect(errorOf(number('Actual Price (₹)'))).toBe('Price must be a number');
    expect(errorOf(screen.getByRole('combobox', { name: 'Validity' }))).toBe('Invalid course validity');
    // The brochure is optional and the status is not asked for a new course.
    expect(errorOf(textbox('Brochure'))).toBe('');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(network.to('POST', '/course')).toHaveLength(0);
  });

  it('checks lengths, links, price and discount with the spec messages', async () => {
    const { user } = await openBuilder();
    await fill(user, textbox('Title'), 'Too short');
    await fill(user, textbox('Subtitle'), 'Brief');
    await fill(user, textbox('Thumbnail'), 'not a link');
    await fill(user, textbox('Brochure'), 'javascript:alert(1)');
    await fill(user, number('Actual Price (₹)'), '0');
    await fill(user, number('Discount (%)'), '-5');
    await save(user);

    await waitFor(() => expect(errorOf(textbox('Title'))).toBe('Title must be at least 10 characters'));
    expect(errorOf(textbox('Subtitle'))).toBe('Subtitle must be at least 10 characters');
    expect(errorOf(textbox('Thumbnail'))).toBe('Invalid URL');
    expect(errorOf(textbox('Brochure'))).toBe('Invalid URL');
    expect(errorOf(number('Actual Price (₹)'))).toBe('Price must be greater than zero');
    expect(errorOf(number('Discount (%)'))).toBe("Discount can't be less than 0%");

    await fill(user, textbox('Title'), 'T'.repeat(101));
    await fill(user, textbox('Subtitle'), 'S'.repeat(201));
    await fill(user, number('Discount (%)'), '101');
    await waitFor(() => expect(errorOf(textbox('Title'))).toBe('Title must not exceed 100 characters'));
    expect(errorOf(textbox('Subtitle'))).toBe('Subtitle must not exceed 200 characters');
    expect(errorOf(number('Discount (%)'))).toBe("Discount can't be more than 100%");
  });

  it('computes the final price as the prices change', async () => {
    const { user } = await openBuilder();
    const finalPrice = screen.getByRole('status', { name: 'Final price' });
    expect(finalPrice.textContent).toBe('—');

    await fill(user, number('Actual Price (₹)'), '10000');
    expect(finalPrice.textContent).toBe('₹10,000');
    await fill(user, number('Discount (%)'), '15');
    expect(finalPrice.textContent).toBe('₹8,500');
    await fill(user, number('Actual Price (₹)'), '999.99');
    await fill(user, number('Discount (%)'), '33');
    // 999.99 × 67% = 669.9933, rounded to paise as the server does.
    expect(finalPrice.textContent).toBe('₹669.99');
    await fill(user, number('Discount (%)'), '120');
    expect(finalPrice.textContent).toBe('—');
  });

  it('keeps at least one item in each list', async () => {
    const { user } = await openBuilder();
    const removeFirst = screen.getByRole('button', { name: 'Remove key point 1' });
    expect(removeFirst).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Add key point' }));
    await fill(user, textbox('Key point 2'), 'Second');
    await user.click(screen.getByRole('button', { name: 'Remove key point 1' }));
    expect(textbox('Key point 1')).toHaveProperty('value', 'Second');
    expect(screen.queryByRole('textbox', { name: 'Key point 2' })).toBeNull();
  });

  it('creates the course with the computed final price and goes on to its curriculum', async () => {
    const category = await seedCategory(unique('Full Stack'));
    const retired = await seedCategory(unique('Retired'));
    await deactivateCategory(retired._id);
    const { user } = await openBuilder();
    const categoryField = screen.getByRole('combobox', { name: 'Category' });
    await user.click(categoryField);
    await user.type(categoryField, category.name);
    await waitFor(() => expect(optionTitled(category.name)).not.toBeNull());
    await user.clear(categoryField);
    await user.type(categoryField, retired.name);
    await waitFor(() => expect(optionTitled(category.name)).toBeNull());
    expect(optionTitled(retired.name)).toBeNull();
    await user.clear(categoryField);
    await user.keyboard('{Escape}');

    await fillValidCourse(user, category);
    await save(user);

    await waitFor(() => expect(window.location.pathname).toMatch(/^\/dashboard\/course\/update-curriculum\/[\w-]+$/));
    const post = network.to('POST', '/course')[0];
    expect(post?.body).toEqual({
      title: 'Full Stack Web Development',
      subtitle: 'From HTML to deployed React and Node apps',
      language: 'English & Hindi',
      category: category._id,
      courseMode: 'Hybrid',
      courseLevel: 'Intermediate',
      thumbnail: 'https://cdn.skillhub.in/fullstack.png',
      keypoints: ['40 hours of live classes', 'Placement support'],
      tags: [{ value: 'react' }],
      description: 'A complete programme.\nProjects every week.',
      duration: '24 weeks',
      whatWillYouLearn: ['Build REST APIs with Node.js'],
      price: { actualPrice: 49999, discountPercentage: 20, finalPrice: 39999.2 },
      validity: 'LifeTime',
      skillAreas: [],
    });
    await screen.findByText('Course created successfully');
    // The curriculum page opens on the new course, which starts as a draft.
    const created = window.location.pathname.split('/').at(-1)!;
    const list = await request(courseEndpoints.list, { query: { category: category._id } });
    expect(list.data).toEqual([expect.objectContaining({ _id: created, courseStatus: 'DRAFT' })]);
  });

  it('fills the thumbnail from an uploaded image', async () => {
    const { user } = await openBuilder();
    const image = new File([tinyPng()], 'cover.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Thumbnail file'), image);

    await waitFor(() =>
      expect((textbox('Thumbnail') as HTMLInputElement).value).toMatch(/\/api\/media\/public\/[\w-]+\.png$/),
    );
    expect(screen.getByRole('status', { name: 'Thumbnail upload' }).textContent).toBe('Uploaded cover.png (1 KB)');
    expect(network.to('POST', '/course/file')).toHaveLength(1);
  });

  it('refuses an oversized brochure before sending it', async () => {
    await openBuilder();
    const big = new File([new Uint8Array(1)], 'brochure.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('Brochure file'), { target: { files: [big] } });
    await screen.findByText('The file must not exceed 20 MB');
    expect(network.to('POST', '/course/file')).toHaveLength(0);
  });

  describe('editing', () => {
    it("loads the course, saves changes with a toast and shows the server's field errors on the fields", async () => {
      const category = await seedCategory(unique('Full Stack'));
      const course = await seedCourse({ title: 'Python for Data Science', category, price: { actualPrice: 2000 } });
      const other = await seedCategory(unique('Data Science'));
      const { user } = await openBuilder(`/dashboard/course/update-details/${course._id}`);

      expect(textbox('Title')).toHaveProperty('value', 'Python for Data Science');
      expect(textbox('Key point 1')).toHaveProperty('value', 'Projects');
      expect(screen.getByRole('status', { name: 'Final price' }).textContent).toBe('₹2,000');
      expect(screen.getByRole('combobox', { name: 'Status' })).toBeDefined();

      await fill(user, textbox('Title'), 'Python for Data Science and AI');
      await save(user, 'Save Changes');
      await screen.findByText('Course updated successfully');
      const put = network.to('PUT', `/course/details/${course._id}`)[0];
      expect(put?.body).toMatchObject({ title: 'Python for Data Science and AI', courseStatus: 'DRAFT' });

      // A course may keep a category deactivated since, but not move to one: the server refuses it on the field.
      await choose(user, 'Category', other.name);
      await deactivateCategory(other._id);
      await save(user, 'Save Changes');
      const message = `Category "${other.name}" is inactive; choose an active category`;
      await waitFor(() => expect(errorOf(screen.getByRole('combobox', { name: 'Category' }))).toBe(message));
      expect(errorOf(textbox('Title'))).toBe('');
    });

    it('says when the course cannot be loaded', async () => {
      signInAs(coursePermissions('update'), skillhub.admin);
      renderCoursesApp('/dashboard/course/update-details/7d1c4a8e-0000-4000-8000-000000000000');
      await screen.findByText('Course not found');
    });
  });
});
