import { setLocale } from '@skillhub/shared/i18n';
import { seedBlogCategory, seedBlogTopic, seedPost } from '@skillhub/shared/test-support/blog-seed';
import { type MountedRemote, mountRemote } from '@skillhub/shared/test-support/mount-remote';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as lifecycles from '../app.tsx';

withSkillhubServer();
let remote: MountedRemote;
afterEach(async () => {
  await remote.unmount();
  await setLocale('en');
});

describe('the blog mounted by a shell showing Hindi', () => {
  it('shows the list and a post in Hindi and follows a switch back to English', async () => {
    const post = await seedPost({ category: await seedBlogCategory(), topic: await seedBlogTopic() });
    remote = await mountRemote(lifecycles, { name: 'blog', area: 'public', path: `/blog/${post.slug}`, locale: 'hi' });
    const page = within(remote.element);
    await page.findByRole('article', { name: post.title });
    expect(page.getByText(/^लेखक: Asha Rao · .+ · 1 मिनट में पढ़ें$/)).toBeTruthy();
    expect(page.getByRole('form', { name: 'टिप्पणी लिखें' })).toBeTruthy();

    await remote.update({ locale: 'en' });
    expect(await page.findByRole('form', { name: 'Leave a comment' })).toBeTruthy();
    expect(page.getByText(/^By Asha Rao · /)).toBeTruthy();
  });
});
