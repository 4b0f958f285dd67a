import { expect, type Page, test } from '@playwright/test';
import {
  api,
  createCategory,
  createCourseWithOneLecture,
  createLearner,
  loginToken,
  mailDir,
  uniqueEmail,
} from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { waitForMail } from '../support/mailbox.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL } from '../support/ports.ts';
import { signIn } from '../support/session.ts';
import { openedDialog, pickCombobox } from '../support/ui.ts';

/**
 * The public site as a visitor meets it (Contact Us, an event's registration, the skill pages, the live chat)
 * and what staff see of it: the leads by source in the pipeline, and a sandbox purchase in the dashboard's revenue.
 */

const CHAT_BUTTON = 'Chat with us on WhatsApp (opens in a new tab)';
const chatButton = (page: Page) => page.getByRole('link', { name: CHAT_BUTTON });

async function apiAs<T>(token: string, method: string, path: string): Promise<T> {
  const res = await fetch(`${E2E_BASE_URL}/api${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The revenue of paid orders in the last 7 days, in paise, as GET /dashboard reports it to the admin. */
async function revenueLast7Days(admin: string): Promise<number> {
  const body = await apiAs<{ data: { sales?: { revenuePaise: number } } }>(admin, 'GET', '/dashboard?period=7d');
  if (!body.data.sales) throw new Error('The admin was sent no sales figures');
  return body.data.sales.revenuePaise;
}

/** Paise as the dashboard shows rupees: Indian grouping, paise only when there are any (₹1,23,456, ₹12,500.50). */
function rupees(paise: number): string {
  const whole = paise % 100 === 0;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(paise / 100);
}

test('a visitor sends the contact form and registers for an event; staff find both leads by source; the chat button is on public pages only', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Kavya Menon ${stamp}`;
  const phone = `9${String(stamp).slice(-9)}`;
  const email = uniqueEmail('kavya');
  const eventName = `Resume Writing Workshop ${stamp}`;

  // The home page offers the WhatsApp chat; the header leads to Contact Us.
  await page.goto('/');
  await expect(chatButton(page)).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{10,15}\?text=/);
  await expect(chatButton(page)).toHaveAttribute('target', '_blank');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(chatButton(page)).toBeVisible();

  // A short phone number is refused on the field before anything is sent.
  const contact = page.getByRole('form', { name: 'Contact form' });
  await contact.getByRole('textbox', { name: /Full name/ }).fill(name);
  await contact.getByRole('textbox', { name: /Mobile number/ }).fill('98765');
  await contact.getByRole('textbox', { name: /Email/ }).fill(email);
  await contact.getByRole('textbox', { name: /Education/ }).fill('B.Com, final year');
  await contact.getByRole('button', { name: /Send message$/ }).click();
  await expect(contact.getByText('Phone number must be exactly 10 digits')).toBeVisible();
  await contact.getByRole('textbox', { name: /Mobile number/ }).fill(phone);
  await contact.getByRole('button', { name: /Send message$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message has reached us.' })).toHaveText(
    `Thank you, ${name}! Your message has reached us.`,
  );
  await expect(page.getByText(`A counsellor will call you on ${phone} within one working day`)).toBeVisible();

  // The same visitor registers for an event named in the address, and is sent a confirmation.
  await page.goto(`/eventForm?event=${encodeURIComponent(eventName)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Register for ${eventName}` })).toBeVisible();
  const registration = page.getByRole('form', { name: 'Registration form' });
  await registration.getByRole('textbox', { name: /Full name/ }).fill(name);
  await registration.getByRole('textbox', { name: /Mobile number/ }).fill(phone);
  await registration.getByRole('textbox', { name: /Email/ }).fill(email);
  await registration.getByRole('textbox', { name: 'College or organisation' }).fill('St. Teresa’s College');
  await registration.getByRole('textbox', { name: 'City' }).fill('Kochi');
  await registration.getByRole('button', { name: /Register$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are registered' })).toHaveText(
    `You are registered, ${name}!`,
  );
  await expect(page.getByText(`We have e-mailed a confirmation to ${email}.`)).toBeVisible();
  expect(await waitForMail(mailDir(), email, /Thank you for registering for (.+?)\. Your place is noted\./)).toBe(
    eventName,
  );

  // Staff: the chat leaves the page on the way to the sign-in page and stays out of the dashboard.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/');
  await expect(chatButton(staff)).toBeVisible();
  await staff.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  const login = staff.getByRole('form', { name: 'Login' });
  await expect(login).toBeVisible();
  await expect(chatButton(staff)).toHaveCount(0);
  await login.getByLabel('Email').fill(ADMIN_EMAIL);
  await login.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(staff).toHaveURL(/\/dashboard/);
  await expect(chatButton(staff)).toHaveCount(0);
  await staff.goto('/dashboard/enquiry');
  await expect(staff.getByRole('heading', { name: 'Enquiry', exact: true })).toBeVisible();
  await expect(chatButton(staff)).toHaveCount(0);

  // Both leads are in the pipeline, told apart by the Source filter.
  await staff.getByRole('searchbox', { name: 'Search enquiries by name, email or phone' }).fill(name);
  const leads = staff.getByRole('table', { name: 'Enquiries' });
  const rows = leads.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(2);

  const filters = staff.locator('#main-content');
  await pickCombobox(staff, filters, 'Source', 'Contact Us');
  await expect(staff).toHaveURL(/source=Contact\+Us|source=Contact%20Us/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Contact Us');
  await expect(rows).toContainText(phone);
  await expect(rows).not.toContainText(eventName);

  await pickCombobox(staff, filters, 'Source', 'Event');
  await expect(staff).toHaveURL(/source=Event/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Event');
  await expect(rows).toContainText(eventName);
  await expect(rows).toContainText(email);
  await staffContext.close();
});

test('the skill pages list a course tagged with their area; a sandbox purchase of it shows in the dashboard revenue', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const admin = await loginToken();
  const categoryId = await createCategory(admin, `Placement Prep ${stamp}`);
  const title = `Interview Skills Bootcamp ${stamp}`;
  const courseId = await createCourseWithOneLecture(admin, categoryId, title, 2000);

  // Staff tag the course with Employability in the course editor, then publish it.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, ADMIN_EMAIL, ADMIN_PASSWORD);
  await staff.goto(`/dashboard/course/update-details/${courseId}`);
  const form = staff.getByRole('form', { name: 'Course' });
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title);
  await pickCombobox(staff, form, 'Skill areas', 'Employability skills');
  await staff.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(staff.getByText('Course updated successfully')).toBeVisible();
  await apiAs(admin, 'PATCH', `/course/status/${courseId}?status=PUBLISHED`);

  const revenueBefore = await revenueLast7Days(admin);

  // A learner finds it on the Employability page, not on the Foundational one.
  const learner = await createLearner('Learner@123');
  await signIn(page, learner.email, learner.password);
  await page.goto('/foundational-skill');
  await expect(page.getByRole('heading', { level: 1, name: 'Foundational skills' })).toBeVisible();
  const foundational = page.getByRole('region', { name: 'Courses' });
  // A demo course tagged Foundational: the list has loaded.
  await expect(
    foundational.getByRole('article', { name: 'Digital Literacy and Online Safety for Everyone' }),
  ).toBeVisible();
  await expect(foundational.getByRole('article', { name: 'Data Science with Python' })).toHaveCount(0);
  await expect(foundational.getByRole('article', { name: title })).toHaveCount(0);
  await expect(chatButton(page)).toBeVisible();

  await page.goto('/employability-skill');
  await expect(page.getByRole('heading', { level: 1, name: 'Employability skills' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Courses' }).getByRole('article', { name: title });
  await expect(card).toContainText('₹1,800');
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // It is bought through the sandbox checkout.
  await page.getByRole('link', { name: /Buy now/ }).click();
  await expect(page).toHaveURL(new RegExp(`/course-payment/${courseId}$`));
  await page.getByRole('button', { name: 'Pay ₹1,800' }).click();
  const checkout = await openedDialog(page, 'Skillhub test checkout');
  await expect(checkout.getByText('Sandbox: no real money moves')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay ₹1,800' }).click();
  await expect(page.getByText('Payment successful. You are now enrolled.')).toBeVisible();

  // The API counts the payment in the 7 days' revenue...
  await expect.poll(() => revenueLast7Days(admin)).toBe(revenueBefore + 180_000);
  const revenueAfter = revenueBefore + 180_000;

  // ...and the dashboard shows that figure for 7 days, with no chat button. The figures of the period the address
  // names come with the page (no call for them); a period switched to is asked for.
  const asked: string[] = [];
  staff.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/dashboard') asked.push(request.url());
  });
  // The page also links antd's styles of what it opens with (made once per shell build, ahead or at the first
  // reader's visit): the app takes the cards' styles from that sheet rather than making them.
  await expect
    .poll(async () => (await staffContext.request.get('/dashboard')).text())
    .toMatch(/<link rel="stylesheet" href="\/page-styles\//);
  await staff.goto('/dashboard');
  await expect(staff.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(staff.getByTestId('stat-Revenue')).toBeVisible();
  expect(asked).toEqual([]);
  const cardStyles = await staff.evaluate(() => ({
    made: [...document.querySelectorAll('style')].some((style) => style.textContent?.includes(').ant-card{')),
    radius: getComputedStyle(document.querySelector('.ant-card') as Element).borderTopLeftRadius,
  }));
  expect(cardStyles).toEqual({ made: false, radius: expect.not.stringMatching(/^0px$/) });
  await staff.getByRole('radiogroup', { name: 'Period' }).getByText('7 days').click();
  await expect(staff).toHaveURL(/period=7d/);
  await expect(staff.getByTestId('stat-Revenue')).toHaveText(rupees(revenueAfter));
  expect(asked).toHaveLength(1);
  await expect(chatButton(staff)).toHaveCount(0);
  await staffContext.close();
});

test('axe finds nothing and nothing is wider than the screen on the home page, the catalogue, a course page, the blog, a post, a skill page and the contact page, as the server sends them and once the app hydrated them, on a phone and a desktop', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const first = async (path: string) => {
    const body = (await (await fetch(`${E2E_BASE_URL}/api${path}`)).json()) as { data: { slug: string }[] };
    const [item] = body.data;
    if (!item) throw new Error(`${path} lists nothing`);
    return item.slug;
  };
  const paths = [
    '/',
    '/courses',
    `/course/${await first('/course/published?page=1&limit=1')}`,
    '/blog',
    `/blog/${await first('/blog/all?page=1&limit=1')}`,
    '/employability-skill',
    '/contact-us',
  ];
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const path of paths) await expectCleanAsSentAndHydrated(page, path);
    await context.close();
  }
});

test("axe finds nothing and nothing is wider than the screen on a learner's own pages (My courses with a course, a payment page), as the server draws them for the learner and once the app hydrated them, on a phone and a desktop", async ({
  browser,
}) => {
  const admin = await loginToken();
  const [owned, other] = (await api<{ data: { _id: string }[] }>('GET', '/course/published?page=1&limit=2', admin))
    .data;
  if (!owned || !other) throw new Error('fewer than two published courses');
  const learner = await createLearner('Learner@123');
  const me = await api<{ data: { user: { _id: string } } }>(
    'GET',
    '/user/me',
    await loginToken(learner.email, learner.password),
  );
  await api('POST', '/user/assign-course', admin, { courseId: owned._id, userId: me.data.user._id });
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, learner.email, learner.password);
    for (const path of ['/my-courses', `/course-payment/${other._id}`]) await expectCleanAsSentAndHydrated(page, path);
    await context.close();
  }
});

/** How much wider than the screen the page is: the phone shows it zoomed out, and it jumps when the app hydrates it. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * `path` opened in `page`: axe finds nothing and nothing is wider than the screen, on the page as the server sent it
 * (before the app, for a page that waits for the visitor's move) and again once the app hydrated it.
 */
async function expectCleanAsSentAndHydrated(page: Page, path: string): Promise<void> {
  const width = page.viewportSize()?.width;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A page the server drew loads only wake.js until the visitor moves (or, one marked so, the browser is idle).
  const drawnByServer = (await page.locator('script[src="/wake.js"]').count()) > 0;
  const wakesWhenIdle = (await page.locator('script[src="/wake.js"][data-wake="idle"]').count()) > 0;
  if (drawnByServer && !wakesWhenIdle) {
    // The server's page alone until the visitor moves: no app script yet (wake.js loads it).
    expect(await page.locator('script[src*="/static/js/"]').count()).toBe(0);
  }
  const seen = { path, width, drawnByServer };
  expect({ ...seen, violations: await axeViolations(page), overflow: await overflow(page) }).toEqual({
    ...seen,
    violations: [],
    overflow: 0,
  });
  if (!drawnByServer) return;
  // The first move of the pointer brings the app, which hydrates the server's page; it too must be clean.
  await page.mouse.move(20, 300);
  await expect
    .poll(() =>
      page
        .getByRole('heading', { level: 1 })
        .evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
  const app = { path, width, drawnByServer: false };
  expect({ ...app, violations: await axeViolations(page), overflow: await overflow(page) }).toEqual({
    ...app,
    violations: [],
    overflow: 0,
  });
}

test('the back-to-top button stacks above the chat button, both reachable, on a phone and a desktop', async ({
  page,
}) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/courses');
    await expect(chatButton(page)).toBeVisible();
    const backToTop = page.getByRole('button', { name: 'Scroll to top' });
    // Scrolled again until it shows: the app taking over the server's page starts it at the top once.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect(backToTop).toBeVisible({ timeout: 1000 });
    }).toPass();
    const chat = await chatButton(page).boundingBox();
    const top = await backToTop.boundingBox();
    if (!chat || !top) throw new Error('both buttons are on the page');
    // Above it with a gap, not on it or beside it.
    expect(top.y + top.height).toBeLessThanOrEqual(chat.y - 8);
    expect(Math.abs(top.x + top.width / 2 - (chat.x + chat.width / 2))).toBeLessThanOrEqual(1);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
});
