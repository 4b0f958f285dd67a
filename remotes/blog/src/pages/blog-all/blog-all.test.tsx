import { request } from '@skillhub/shared/api-client';
import { blogEndpoints } from '@skillhub/shared/endpoints/blog';
import type { BlogCategory } from '@skillhub/shared/schemas/blog';
import { authAtom, sessionStore, setSession, signedOut } from '@skillhub/shared/session';
import { seedBlogCategory, seedBlogTopic, seedPost } from '@skillhub/shared/test-support/blog-seed';
import { unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderBlogApp } from '../../../test/render-remote.tsx';

/** All Blogs and comment moderation against the real server, signed in as the super admin. */

const skillhub = withSkillhubServer();
let category: BlogCategory;
let published: { _id: string; title: string };
beforeAll(async () => {
  category = await seedBlogCategory(unique('Staff View'));
  const topic = await seedBlogTopic();
  published = await seedPost({ title: unique('Live article'), category, topic });
  await seedPost({ title: unique('Draft article'), category, topic, body: { isDraft: true } });
});
beforeEach(() => setSession(skillhub.admin));

const rows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const rowWith = (name: string, text: string) => rows(name).find((row) => row.textContent?.includes(text));

async function chooseAction(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, label: string) {
  await user.click(within(row).getByRole('button', { name: /Actions for row/ }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

describe('All Blogs', () => {
  it('lists every status of a category, deletes after asking, and restores from the deleted view', async () => {
    const user = userEvent.setup();
    renderBlogApp(`/dashboard/blog/all?category=${category.slug}`);
    await waitFor(() => expect(rows('All Blogs')).toHaveLength(2));
    expect(rows('All Blogs').map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Draft article.*Draft/),
      expect.stringMatching(/Live article.*Published/),
    ]);

    await chooseAction(user, rowWith('All Blogs', published.title)!, 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete blog' });
    within(confirm).getByText(/leaves the site/);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows('All Blogs')).toHaveLength(1));

    await user.click(screen.getByText('Deleted'));
    await waitFor(() => expect(rowWith('Deleted blogs', published.title)).toBeTruthy());
    await chooseAction(user, rowWith('Deleted blogs', published.title)!, 'Restore');
    await waitFor(() => expect(rowWith('Deleted blogs', published.title)).toBeUndefined());
    expect(window.location.search).toContain('view=deleted');
  });
});

describe('comment moderation', () => {
  it('shows a visitor’s comment as waiting, approves it, and the post shows it', async () => {
    sessionStore.set(authAtom, signedOut);
    const text = `Very helpful, thank you ${unique('reader')}`;
    await request(blogEndpoints.postComment, {
      body: { blogId: published._id, comment: text, name: 'Kavya Nair', email: 'kavya@example.com' },
    });
    setSession(skillhub.admin);
    const user = userEvent.setup();
    renderBlogApp('/dashboard/blog/comments');
    await waitFor(() => expect(rowWith('Comments', text)).toBeTruthy());
    expect(screen.getByText(/comments? waiting$/)).toBeTruthy();
    await chooseAction(user, rowWith('Comments', text)!, 'Approve');
    await screen.findByText('Comment approved');
    await waitFor(() => expect(rowWith('Comments', text)).toBeUndefined());

    const approved = await request(blogEndpoints.comments, { params: { id: published._id } });
    expect(approved.data.map((c) => c.comment)).toContain(text);
  });
});
