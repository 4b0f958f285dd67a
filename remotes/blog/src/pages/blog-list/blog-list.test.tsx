import type { BlogCategory, BlogTopic } from '@skillhub/shared/schemas/blog';
import { authAtom, sessionStore, signedOut } from '@skillhub/shared/session';
import { seedBlogCategory, seedBlogTopic, seedPost } from '@skillhub/shared/test-support/blog-seed';
import { unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderBlogApp } from '../../../test/render-remote.tsx';

/** The public blog list against the real server: filters in the URL, search, empty state. */

const { network } = withSkillhubServer();
let careers: BlogCategory;
let tutorials: BlogCategory;
let interviews: BlogTopic;
/** A category of more posts than a page holds. */
let many: BlogCategory;
const word = unique('Kubernetes').replace(/\W+/g, '');

beforeAll(async () => {
  careers = await seedBlogCategory(unique('Careers'));
  tutorials = await seedBlogCategory(unique('Tutorials'));
  interviews = await seedBlogTopic(unique('Interviews'));
  await seedPost({ title: `Cracking ${word} interviews`, category: careers, topic: interviews });
  await seedPost({ title: `A ${word} tutorial for beginners`, category: tutorials, topic: interviews });
  await seedPost({ title: `Drafted ${word} notes`, category: careers, topic: interviews, body: { isDraft: true } });
  many = await seedBlogCategory(unique('Many'));
  for (let i = 1; i <= 10; i++) await seedPost({ title: `Page filler ${i}`, category: many, topic: interviews });
});
beforeEach(() => sessionStore.set(authAtom, signedOut));

const cards = () => within(screen.getByRole('list', { name: 'Blogs' })).getAllByRole('article');
const lastQuery = () => Object.fromEntries(new URLSearchParams(network.to('GET', '/blog/all').at(-1)?.search ?? ''));

describe('the public blog list', () => {
  it('shows published posts of a category from the URL with their facts and chips, never drafts', async () => {
    renderBlogApp(`/blog?category=${careers.slug}`);
    await screen.findByRole('article', { name: `Cracking ${word} interviews` });
    expect(cards()).toHaveLength(1);
    const card = cards()[0]!;
    within(card).getByText(/^By Asha Rao · .+ · 1 min read$/);
    within(card).getByText(careers.name);
    within(card).getByText(interviews.name);
    expect(
      within(card)
        .getByRole('link', { name: `Cracking ${word} interviews` })
        .getAttribute('href'),
    ).toMatch(/^\/blog\/cracking-/);
    expect(lastQuery()).toMatchObject({ category: careers.slug, page: '1' });
    expect(screen.queryByText(`Drafted ${word} notes`)).toBeNull();
  });

  it("is a GET form to /blog on the server's page, keeping the category and topic chosen", async () => {
    renderBlogApp(`/blog?category=${careers.slug}&topic=${interviews.slug}`);
    const box = await screen.findByRole('searchbox', { name: 'Search articles' });
    const form = box.closest('form');
    expect(form?.getAttribute('action')).toBe('/blog');
    expect(form?.getAttribute('method')).toBe('get');
    expect(box.getAttribute('name')).toBe('search');
    const sent = Object.fromEntries(
      [...(form?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [])].map((i) => [i.name, i.value]),
    );
    expect(sent).toEqual({ category: careers.slug, topic: interviews.slug });
  });

  it('searches, says when nothing matches and clears the filters', async () => {
    const user = userEvent.setup();
    renderBlogApp('/blog');
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), word);
    await waitFor(() => expect(window.location.search).toBe(`?search=${word}`));
    await waitFor(() => expect(lastQuery().search).toBe(word));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('2 articles');

    await user.clear(screen.getByRole('searchbox', { name: 'Search articles' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), `${word}zzz{Enter}`);
    await screen.findByText('No articles match your filters.');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });
  it('links each page of the list for crawlers and other tabs, keeping the filters', async () => {
    renderBlogApp(`/blog?category=${many.slug}`);
    await screen.findAllByRole('article');
    const second = within(screen.getByRole('listitem', { name: '2' })).getByRole('link', { name: '2' });
    expect(second.getAttribute('href')).toBe(`/blog?category=${many.slug}&page=2`);
    expect(second.getAttribute('rel')).toBeNull();
    expect(document.querySelector('.ant-pagination-next a')?.getAttribute('href')).toBe(
      `/blog?category=${many.slug}&page=2`,
    );
    await userEvent.setup().click(second);
    await waitFor(() => expect(lastQuery()).toMatchObject({ category: many.slug, page: '2' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
