import { request } from '@skillhub/shared/api-client';
import { blogEndpoints } from '@skillhub/shared/endpoints/blog';
import type { BlogPost } from '@skillhub/shared/schemas/blog';
import { authAtom, sessionStore, setSession, signedOut } from '@skillhub/shared/session';
import { seedBlogCategory, seedBlogTopic, seedPost } from '@skillhub/shared/test-support/blog-seed';
import { unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderBlogApp } from '../../../test/render-remote.tsx';

/** A post as a visitor reads it on the real server: the article, old links, not-found, and comments. */

const skillhub = withSkillhubServer();
let post: BlogPost;
let draft: BlogPost;

beforeAll(async () => {
  const category = await seedBlogCategory();
  const topic = await seedBlogTopic();
  post = await seedPost({
    title: unique('Your first portfolio'),
    category,
    topic,
    body: {
      content:
        '<h2>Pick three projects</h2><blockquote><p>Ship small.</p></blockquote><pre><code>npm init</code></pre>',
    },
  });
  draft = await seedPost({ title: unique('Unfinished thoughts'), category, topic, body: { isDraft: true } });
});
beforeEach(() => sessionStore.set(authAtom, signedOut));

describe('a blog post', () => {
  it('shows the article with its body as saved, and sets the page title', async () => {
    renderBlogApp(`/blog/${post.slug}`);
    const article = await screen.findByRole('article', { name: post.title });
    within(article).getByRole('heading', { level: 2, name: 'Pick three projects' });
    within(article).getByText('Ship small.');
    within(article).getByText('npm init');
    expect(document.title).toBe(`${post.title} | Skillhub`);
  });

  it('moves an old link to the current one and says when a post is not published', async () => {
    const renamed = `${post.slug}-v2`;
    setSession(skillhub.admin);
    await request(blogEndpoints.update, {
      params: { id: post._id },
      body: {
        title: post.title,
        slug: renamed,
        metaDescription: post.metaDescription,
        categories: post.categories.map((c) => c._id),
        topics: post.topics.map((t) => t._id),
        author: post.author,
        thumbnail: post.thumbnail,
        content: post.content,
      },
    });
    post = { ...post, slug: renamed };
    sessionStore.set(authAtom, signedOut);

    renderBlogApp(`/blog/${renamed.replace(/-v2$/, '')}`);
    await screen.findByRole('article', { name: post.title });
    expect(window.location.pathname).toBe(`/blog/${renamed}`);

    cleanup();
    renderBlogApp(`/blog/${draft.slug}`);
    await screen.findByText('Article not found');
  });

  it('holds a visitor’s comment for moderation, checks its fields, and shows a signed-in learner’s at once', async () => {
    const user = userEvent.setup();
    renderBlogApp(`/blog/${post.slug}`);
    const form = await screen.findByRole('form', { name: 'Leave a comment' });
    await screen.findByText('No comments yet. Be the first to share your thoughts.');

    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Nice');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    await within(form).findByText('Comment must be at least 5 characters');
    within(form).getByText('Name is required');

    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), ' and useful, thanks!');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Kavya Nair');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'kavya@example.com');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    await within(form).findByText('Thanks! Your comment will appear once it is approved.');
    expect(screen.queryByText('Nice and useful, thanks!')).toBeNull();

    cleanup();
    setSession(skillhub.admin);
    renderBlogApp(`/blog/${post.slug}`);
    const signedInForm = await screen.findByRole('form', { name: 'Leave a comment' });
    expect(within(signedInForm).queryByRole('textbox', { name: 'Name' })).toBeNull();
    await user.type(within(signedInForm).getByRole('textbox', { name: 'Comment' }), 'Welcome to the blog, everyone.');
    await user.click(within(signedInForm).getByRole('button', { name: 'Post comment' }));
    await within(signedInForm).findByText('Your comment is posted.');
    await waitFor(() => screen.getByText('Welcome to the blog, everyone.'));
  });
});
