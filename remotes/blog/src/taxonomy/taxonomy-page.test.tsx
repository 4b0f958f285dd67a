import { setSession } from '@skillhub/shared/session';
import { seedBlogCategory, seedBlogTopic, seedPost } from '@skillhub/shared/test-support/blog-seed';
import { unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderBlogApp } from '../../test/render-remote.tsx';

/** Dashboard › Blogs › Category and Topics against the real server, signed in as the super admin. */

const skillhub = withSkillhubServer();
beforeEach(() => setSession(skillhub.admin));

const table = (name: string) => screen.getByRole('table', { name });
const rowOf = (name: string, text: string) =>
  within(table(name))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text));

describe('blog categories', () => {
  it('adds a category with a slug made from its name, and refuses a slug another category has', async () => {
    const taken = await seedBlogCategory(unique('Taken'));
    const user = userEvent.setup();
    renderBlogApp('/dashboard/blog/category');
    await screen.findByRole('heading', { level: 1, name: 'Blog Categories' });

    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    const name = unique('Career Guidance');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), name);
    const slug = within(dialog).getByRole('textbox', { name: 'Slug' }) as HTMLInputElement;
    expect(slug.value).toMatch(/^career-guidance-\d+-[a-z0-9]+$/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Category added successfully');
    await waitFor(() => expect(rowOf('Blog Categories', name)).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), unique('Another'));
    const slugBox = within(dialog).getByRole('textbox', { name: 'Slug' });
    await user.clear(slugBox);
    await user.type(slugBox, taken.slug);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(/already/i);
    expect(screen.getByRole('dialog', { name: 'Add Category' })).toBeTruthy();
  });

  it('deactivates a category in use after saying its posts keep it', async () => {
    const category = await seedBlogCategory(unique('Retiring'));
    await seedPost({ category, topic: await seedBlogTopic() });
    const user = userEvent.setup();
    renderBlogApp('/dashboard/blog/category');
    await screen.findByRole('table', { name: 'Blog Categories' });
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), category.name);
    await waitFor(() => expect(within(table('Blog Categories')).getAllByRole('row')).toHaveLength(2));
    const row = rowOf('Blog Categories', category.name)!;
    expect(row.textContent).toContain('1');
    await user.click(within(row).getByRole('button', { name: /Actions for row/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate' });
    within(confirm).getByText(
      `"${category.name}" stays on the 1 post that has it, and is no longer offered for new ones.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(rowOf('Blog Categories', category.name)).toBeUndefined());
  });
});

describe('blog topics', () => {
  it('adds a topic with a name alone; an empty name is refused in the form', async () => {
    const user = userEvent.setup();
    renderBlogApp('/dashboard/blog/topic');
    await screen.findByRole('heading', { level: 1, name: 'Blog Topics' });
    await user.click(screen.getByRole('button', { name: 'Add Topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Topic' });
    expect(within(dialog).queryByRole('textbox', { name: 'Slug' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Topic name is required');
    const name = unique('Interview Prep');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Topic added successfully');
    await waitFor(() => expect(rowOf('Blog Topics', name)).toBeTruthy());
  });
});
