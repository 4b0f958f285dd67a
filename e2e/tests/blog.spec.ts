import { expect, test } from '@playwright/test';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { advancePlatformClockTo, platformNow } from '../support/platform-clock.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL } from '../support/ports.ts';
import { signIn } from '../support/session.ts';
import { openedDialog, pickCombobox } from '../support/ui.ts';

/** A real 1×1 PNG: the server checks an image's bytes, and Chromium draws it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** The first whole minute at or after `from` (milliseconds since the epoch), and its date and time (HH:mm) in India. */
function istMinuteFrom(from: number): { at: number; date: string; time: string } {
  const at = Math.ceil(from / 60_000) * 60_000;
  const ist = new Date(at + 330 * 60_000).toISOString();
  return { at, date: ist.slice(0, 10), time: ist.slice(11, 16) };
}

const publicStatus = async (slug: string) =>
  (await fetch(`${E2E_BASE_URL}/api/blog/details?slug=${encodeURIComponent(slug)}`)).status;

test('a post written and scheduled by staff goes live at its time, is found by crawlers and feeds, and takes a moderated comment', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const title = `Pair programming habits ${stamp}`;
  const slug = `pair-programming-habits-${stamp}`;
  const meta = 'How two people at one keyboard ship better code, and how to start tomorrow.';

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await sidebar.getByRole('button', { name: 'Blogs' }).click();
  await sidebar.getByRole('link', { name: 'All Blogs' }).click();
  await page.getByRole('button', { name: 'New Blog' }).click();

  const form = page.getByRole('form', { name: 'Blog editor' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
  await expect(form.getByText('This slug is available.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Meta description' }).fill(meta);
  // Both are multiple selects: Escape closes each list.
  await pickCombobox(page, form, 'Categories', 'Web Development');
  await page.keyboard.press('Escape');
  await pickCombobox(page, form, 'Topics', 'JavaScript');
  await page.keyboard.press('Escape');
  await form.getByRole('textbox', { name: 'Author' }).fill('Meera Iyer');
  await form.locator('input[type="file"][aria-label="Upload image"]').setInputFiles(image('cover.png'));
  await expect(form.getByRole('textbox', { name: 'Thumbnail' })).toHaveValue(/\.png$/);

  const body = form.getByRole('textbox', { name: 'Content' });
  await body.click();
  await page.keyboard.type('Swap the keyboard every twenty minutes.');
  await form.getByRole('button', { name: 'Insert image' }).click();
  await form.locator('.skillhub-rte input[type="file"]').setInputFiles(image('pairing-station.png'));
  await expect(body.locator('img[alt="pairing station"]')).toBeVisible();

  // Leaving with unsaved edits asks first, and staying keeps them.
  await sidebar.getByRole('link', { name: 'Comments' }).click();
  const discard = await openedDialog(page, 'Discard changes?');
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/blog\/content\/new$/);

  await form.getByRole('checkbox', { name: 'Schedule for later' }).check();
  // A minute ahead on the platform's clock, so that the form's time is still to come when the server checks it;
  // the clock is then moved there instead of being waited for.
  const when = istMinuteFrom(platformNow() + 60_000);
  await form.getByLabel('Publish date').fill(when.date);
  await form.getByRole('textbox', { name: 'Publish time' }).fill(when.time);
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/blog\/content\/[0-9a-f-]{36}$/);
  await expect(form.getByText('Scheduled', { exact: true })).toBeVisible();

  // Not public until its time, then live without anyone touching it.
  expect(await publicStatus(slug)).toBe(404);
  expect((await fetch(`${E2E_BASE_URL}/blog/${slug}`)).status).toBe(404);
  advancePlatformClockTo(when.at);
  await expect.poll(() => publicStatus(slug), { timeout: TEST_TIMEOUTS.e2e.longWork }).toBe(200);

  // A visitor finds it in the list, reads it with its image, and comments.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/blog');
  await visitor.getByRole('link', { name: title }).first().click();
  const article = visitor.getByRole('article', { name: title });
  await expect(article.getByText('Swap the keyboard every twenty minutes.')).toBeVisible();
  await expect(article.locator('img[alt="pairing station"]')).toBeVisible();
  const comment = `Rotating every twenty minutes worked for our team (${stamp}).`;
  // The comments come with the app, which the reader's scroll towards them brings.
  await visitor.mouse.wheel(0, 400);
  const commentForm = visitor.getByRole('form', { name: 'Leave a comment' });
  await commentForm.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await commentForm.getByRole('textbox', { name: 'Name' }).fill('Kabir Mehta');
  await commentForm.getByRole('textbox', { name: 'Email' }).fill(`kabir.${stamp}@example.com`);
  await commentForm.getByRole('button', { name: 'Post comment' }).click();
  await expect(commentForm.getByText('Thanks! Your comment will appear once it is approved.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('article', { name: title })).toBeVisible();
  await expect(visitor.getByText(comment)).toHaveCount(0);

  // Staff approve it; the visitor then sees it.
  await page.goto('/dashboard/blog/comments');
  const row = page.getByRole('row').filter({ hasText: comment });
  await row.getByRole('button', { name: /^Actions for row/ }).click();
  await page.getByRole('menuitem', { name: 'Approve' }).click();
  await expect(page.getByText('Comment approved')).toBeVisible();
  await visitor.reload();
  await visitor.mouse.wheel(0, 400);
  await expect(visitor.getByText(comment)).toBeVisible();

  // What a crawler or a link preview reads without running JavaScript, and the feeds.
  const html = await (await fetch(`${E2E_BASE_URL}/blog/${slug}`)).text();
  expect(html).toContain(`<title>${title} | Skillhub</title>`);
  expect(html).toContain(`<meta name="description" content="${meta}">`);
  expect(html).toContain(`<link rel="canonical" href="${E2E_BASE_URL}/blog/${slug}">`);
  expect(html).toMatch(/<meta property="og:title" content="Pair programming habits \d+ \| Skillhub">/);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  expect(html).toContain('"@type":"BlogPosting"');
  const rss = await (await fetch(`${E2E_BASE_URL}/rss.xml`)).text();
  expect(rss).toContain(`<link>${E2E_BASE_URL}/blog/${slug}</link>`);
  const sitemap = await (await fetch(`${E2E_BASE_URL}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${E2E_BASE_URL}/blog/${slug}</loc>`);
});
