import { setLocale } from '@skillhub/shared/i18n';
import { clearSession, setSession } from '@skillhub/shared/session';
import { seedBlogCategory, seedBlogTopic, seedPost } from '@skillhub/shared/test-support/blog-seed';
import { englishTextIn } from '@skillhub/shared/test-support/english-text';
import { type MountedRemote, mountRemote } from '@skillhub/shared/test-support/mount-remote';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as lifecycles from '../app.tsx';

const skillhub = withSkillhubServer();
let remote: MountedRemote | undefined;
afterEach(async () => {
  await remote?.unmount();
  remote = undefined;
  clearSession();
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

describe('the blog’s forms in Hindi', () => {
  it('says what the editor misses in Hindi, every field of it', async () => {
    setSession(skillhub.admin);
    remote = await mountRemote(lifecycles, {
      name: 'blog',
      area: 'dashboard',
      path: '/dashboard/blog/content/new',
      locale: 'hi',
    });
    const form = await screen.findByRole('form', { name: 'ब्लॉग एडिटर' });
    const slug = within(form).getByRole('textbox', { name: 'स्लग' });
    await userEvent.setup().clear(slug);
    await userEvent.setup().click(within(form).getByRole('button', { name: 'अभी प्रकाशित करें' }));
    await within(form).findByText('कम से कम एक श्रेणी चुनना ज़रूरी है');
    for (const message of [
      'शीर्षक ज़रूरी है',
      'स्लग ज़रूरी है',
      'मेटा विवरण ज़रूरी है',
      'कम से कम एक विषय चुनना ज़रूरी है',
      'लेखक का नाम ज़रूरी है',
      'थंबनेल ज़रूरी है',
      'सामग्री ख़ाली नहीं हो सकती',
    ]) {
      expect(within(form).getByText(message)).toBeTruthy();
    }
    expect(englishTextIn()).toEqual([]);
  });

  it('asks for the comment in Hindi', async () => {
    setSession(skillhub.admin);
    const post = await seedPost({ category: await seedBlogCategory(), topic: await seedBlogTopic() });
    // A visitor's form: the name and e-mail fields too.
    clearSession();
    remote = await mountRemote(lifecycles, { name: 'blog', area: 'public', path: `/blog/${post.slug}`, locale: 'hi' });
    const form = await screen.findByRole('form', { name: 'टिप्पणी लिखें' });
    await userEvent.setup().click(within(form).getByRole('button', { name: 'टिप्पणी भेजें' }));
    await within(form).findByText('टिप्पणी ज़रूरी है');
    // The article and its neighbours are what staff wrote; the comments and their form are the page's own words.
    expect(englishTextIn(form.closest('section') ?? form)).toEqual([]);
  });
});
