import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { themeConfig } from '@skillhub/shared/theme';
import { createLearner } from '../support/api.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL } from '../support/ports.ts';
import { gotoServerRendered, untilServerRendered } from '../support/server-rendered.ts';
import { signIn } from '../support/session.ts';

/**
 * A server-rendered public page becomes the app by hydration (shell/src/bootstrap.tsx, the remote's area in
 * shell/src/remote-area/index.tsx): the server's elements stay and become the app's, with no second copy and no
 * swap. What a phone visitor begins before the app is there (shell/public/wake.js loads it on the first touch)
 * goes on in the app (shared/src/early-input.ts). The app's scripts are held where the visitor must be first, as a
 * slow phone network holds them.
 */

const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true };

/**
 * A phone page whose app scripts arrive only when `release` is called; `asked` lists each app script asked for, by
 * the page then open.
 */
async function phoneWithHeldApp(
  browser: Browser,
): Promise<{ page: Page; release: () => void; asked: { path: string; script: string }[] }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: { path: string; script: string }[] = [];
  await page.route('**/static/js/**', async (route) => {
    asked.push({ path: new URL(page.url()).pathname, script: new URL(route.request().url()).pathname });
    await released;
    await route.continue();
  });
  return { page, release, asked };
}

async function firstItem(listPath: string): Promise<{ _id: string; slug: string }> {
  const res = await fetch(`${E2E_BASE_URL}/api${listPath}`);
  const [item] = ((await res.json()) as { data: { _id: string; slug: string }[] }).data;
  if (!item) throw new Error(`${listPath} lists nothing`);
  return item;
}
const firstSlug = async (listPath: string) => (await firstItem(listPath)).slug;

const firstCourse = () => firstItem('/course/published?page=1&limit=1');
const firstCourseSlug = async () => (await firstCourse()).slug;

/** A program taking applications, from a skill page's listing. */
async function firstOpenProgram(): Promise<string> {
  const res = await fetch(`${E2E_BASE_URL}/api/skill-area/employability`);
  const [program] = ((await res.json()) as { data: { programs: { _id: string }[] } }).data.programs;
  if (!program) throw new Error('no open program');
  return program._id;
}
const firstPostSlug = () => firstSlug('/blog/all?page=1&limit=1');

/** Whether React has hydrated `element`: it keeps its own record on each element it owns. */
const ownedByReact = (element: Locator) =>
  element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));

/** Waits until React owns `element` (the app has hydrated the part it is in). */
async function untilHydrated(element: Locator): Promise<void> {
  await expect.poll(() => ownedByReact(element), { message: 'hydrated' }).toBe(true);
}

/** What the browser's console says of hydration: React's own words, and its production error codes for it. */
const HYDRATION_TROUBLE = /hydrat|did not match|#418|#419|#421|#422|#423|#425/i;

/** What `page` will say of hydration trouble (HYDRATION_TROUBLE), and any error it throws, as it is said. */
function hydrationTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text());
  });
  page.on('pageerror', (error) => trouble.push(error.message));
  return trouble;
}

test('each public page the server renders is hydrated: its heading is the same element after the app starts, and nothing is said of a mismatch', async ({
  browser,
}) => {
  const paths = [
    '/',
    '/courses',
    `/course/${await firstCourseSlug()}`,
    '/blog',
    `/blog/${await firstPostSlug()}`,
    // The shell's fixed pages: a skill page with its listing, a legal page, the two kinds of enquiry form.
    '/employability-skill',
    '/terms-and-conditions',
    '/contact-us',
    '/eventForm?event=Career%20Fair%202026',
    // The training remote's certificate check and a program's application form.
    '/certificate',
    `/training/apply/${await firstOpenProgram()}`,
  ];
  for (const path of paths) await untilServerRendered(path);
  for (const path of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const trouble = hydrationTrouble(page);
    await gotoServerRendered(page, path);
    const heading = page.getByRole('heading', { level: 1 });
    const served = await heading.elementHandle();
    expect(await ownedByReact(heading), path).toBe(false);
    // The first move wakes the app (wake.js), which hydrates the page.
    await page.mouse.move(5, 5);
    await untilHydrated(heading);
    expect(await served?.evaluate((el) => el.isConnected && document.querySelector('h1') === el), path).toBe(true);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    expect(trouble, path).toEqual([]);
    await context.close();
  }
});

test("a learner's own pages, drawn by the server for them, are hydrated as they came: the heading and the header's account menu stay, and nothing is said of a mismatch", async ({
  browser,
}) => {
  const learner = await createLearner('Learner@2025');
  const course = await firstCourse();
  const context = await browser.newContext();
  const page = await context.newPage();
  const trouble = hydrationTrouble(page);
  // The sign-in's page cookie names the learner to the server's pages.
  await signIn(page, learner.email, learner.password);
  for (const [path, wakesByItself] of [
    ['/my-courses', false],
    // Its Pay needs the app, which comes when the browser is idle.
    [`/course-payment/${course._id}`, true],
  ] as const) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    const account = page.getByRole('button', { name: 'Account menu for Asha Learner' });
    const served = await heading.elementHandle();
    const servedAccount = await account.elementHandle();
    expect(served, path).not.toBeNull();
    if (!wakesByItself) {
      expect(await ownedByReact(heading), path).toBe(false);
      await page.mouse.move(5, 5);
    }
    await untilHydrated(heading);
    await untilHydrated(account);
    expect(await served?.evaluate((el) => el.isConnected && document.querySelector('h1') === el), path).toBe(true);
    expect(await servedAccount?.evaluate((el) => el.isConnected), path).toBe(true);
    await expect(account, path).toHaveCount(1);
  }
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
  expect(trouble).toEqual([]);
  await context.close();
});

test("a visitor who chose Hindi gets the server's English page hydrated as it came, then in Hindi in the same elements, with nothing said of a mismatch", async ({
  browser,
}) => {
  const learner = await createLearner('Learner@2025');
  const paths = ['/courses', `/course/${await firstCourseSlug()}`];
  for (const path of paths) await untilServerRendered(path);
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('skillhub-language', 'hi'));
  const page = await context.newPage();
  const trouble = hydrationTrouble(page);
  await signIn(page, learner.email, learner.password);
  const inHindi: [string, (page: Page) => Locator][] = [
    [paths[0] as string, (p) => p.getByRole('heading', { level: 1, name: 'कोर्स' })],
    [paths[1] as string, (p) => p.getByRole('link', { name: /अभी ख़रीदें/ }).first()],
    // A learner's own page, drawn for them.
    ['/my-courses', (p) => p.getByRole('heading', { level: 1, name: 'मेरे कोर्स' })],
  ];
  for (const [path, hindi] of inHindi) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    const served = await heading.elementHandle();
    // wake.js starts the app at once for a reader of Hindi.
    await untilHydrated(heading);
    await expect(hindi(page), path).toBeVisible();
    expect(await served?.evaluate((el) => el.isConnected && document.querySelector('h1') === el), path).toBe(true);
  }
  expect(trouble).toEqual([]);
  await context.close();
});

test("text typed into the course page's enquiry form before the app is there stays, with focus and caret, and is the form's", async ({
  browser,
}) => {
  const { page, release } = await phoneWithHeldApp(browser);
  const path = `/course/${await firstCourseSlug()}`;
  await untilServerRendered(path);
  await page.goto(path);
  const form = page.getByRole('form', { name: 'Enquiry form' });
  const name = form.getByLabel('Name', { exact: true });

  await name.tap();
  await page.keyboard.type('Kavya Menon');
  await expect(name).toHaveValue('Kavya Menon');
  expect(await ownedByReact(name)).toBe(false);

  release();
  await untilHydrated(name);
  await expect(name).toHaveValue('Kavya Menon');
  await expect(name).toBeFocused();
  // The caret is where the visitor left it, and the app's form holds the text: typing goes on after it, and
  // sending finds the name given.
  await page.keyboard.type(' Iyer');
  await expect(name).toHaveValue('Kavya Menon Iyer');
  await form.getByRole('button', { name: 'Send enquiry' }).tap();
  await expect(form.getByLabel('Phone', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAttribute('aria-invalid', 'false');
  await page.context().close();
});

test("Send enquiry tapped before the app is there sends nothing of the server's page; the app checks the form once it hydrated it", async ({
  browser,
}) => {
  const { page, release } = await phoneWithHeldApp(browser);
  const path = `/course/${await firstCourseSlug()}`;
  await untilServerRendered(path);
  await page.goto(path);
  const form = page.getByRole('form', { name: 'Enquiry form' });
  const name = form.getByLabel('Name', { exact: true });

  await name.tap();
  await page.keyboard.type('Kavya Menon');
  await form.getByRole('button', { name: 'Send enquiry' }).tap();
  release();
  // Sent again by the app, which finds the phone missing: the page never left, and nothing typed went into its
  // address (a form sent by the browser would have reloaded it with the fields in the query).
  await expect(form.getByLabel('Phone', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveValue('Kavya Menon');
  expect(new URL(page.url()).search).toBe('');
  await page.context().close();
});

test("the first tap on the catalogue's Sort by select before the app is there opens it once the app is", async ({
  browser,
}) => {
  const { page, release } = await phoneWithHeldApp(browser);
  await untilServerRendered('/courses');
  await page.goto('/courses');
  const sort = page.getByRole('combobox', { name: 'Sort by' });

  await sort.tap();
  release();
  await expect(sort).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option', { name: 'Price: low to high' })).toBeAttached();
  await page.context().close();
});

/** A desktop's window and a phone's, as the course page's layout tells them apart (antd's lg). */
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

test("nothing on a program's application page moves when the app hydrates it on a phone: its facts in one column from the server on", async ({
  browser,
}) => {
  const path = `/training/apply/${await firstOpenProgram()}`;
  await untilServerRendered(path);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(path);
  const parts = [
    page.getByRole('heading', { level: 1 }),
    page.getByText('Institution', { exact: true }),
    page.getByText('Prerequisites', { exact: true }),
    page.getByRole('form', { name: 'Application form' }),
    page.getByRole('button', { name: 'Submit application' }),
  ];
  const boxes = () => Promise.all(parts.map((part) => part.boundingBox()));
  const served = await boxes();
  expect(served).not.toContain(null);
  // One fact under another, each label at the screen's left, as the app draws them on a phone.
  expect(served[2]?.x).toBe(served[1]?.x);
  expect(served[2]?.y).toBeGreaterThan(served[1]?.y ?? 0);
  await page.mouse.move(5, 5);
  await untilHydrated(page.getByRole('button', { name: 'Submit application' }));
  expect(await boxes()).toEqual(served);
  await context.close();
});

test("nothing on the course page moves when the app hydrates it, at a desktop's width and a phone's", async ({
  browser,
}) => {
  const path = `/course/${await firstCourseSlug()}`;
  await untilServerRendered(path);
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(path);
    // The page's main boxes: the header, the heading, price and Buy, what the course teaches, the enquiry form.
    const parts = [
      page.getByRole('banner'),
      page.getByRole('heading', { level: 1 }),
      page.getByRole('link', { name: 'Buy now' }),
      page.getByRole('heading', { name: 'What you will learn' }),
      page.getByRole('form', { name: 'Enquiry form' }),
      page.getByRole('button', { name: 'Send enquiry' }),
    ];
    const boxes = () => Promise.all(parts.map((part) => part.boundingBox()));
    const served = await boxes();
    expect(served).not.toContain(null);
    // Price and Buy beside the heading on a desktop, under it on a phone, as the server drew them.
    if (viewport.width === 1280) expect(served[2]?.x).toBeGreaterThan(viewport.width / 2);
    else expect(served[2]?.x).toBeLessThan(viewport.width / 4);
    await page.mouse.move(5, 5);
    await untilHydrated(page.getByRole('button', { name: 'Send enquiry' }));
    await untilHydrated(page.getByRole('banner'));
    expect(await boxes(), `${viewport.width} px`).toEqual(served);
    await context.close();
  }
});

/** `colour` (a theme's, in any CSS notation) as the browser computes it, to compare with a computed style. */
function computedColour(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('i');
    probe.style.color = value;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, colour);
}

/** The background an element shows: its own, else that of the nearest element around it that paints one. */
const shownBackground = (element: Locator) =>
  element.evaluate((el) => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const background = getComputedStyle(at).backgroundColor;
      if (background !== 'rgba(0, 0, 0, 0)') return background;
    }
    return 'none';
  });

test("a server-rendered course page and blog post turn dark throughout when the visitor switches the theme after the app hydrated them, at a desktop's width and a phone's", async ({
  browser,
}) => {
  const coursePath = `/course/${await firstCourseSlug()}`;
  const postPath = `/blog/${await firstPostSlug()}`;
  await untilServerRendered(coursePath);
  await untilServerRendered(postPath);
  const dark = themeConfig('dark').token ?? {};
  if (!dark.colorBgLayout || !dark.colorBgContainer) throw new Error('the dark theme names no background colours');
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    // A field of each page's form, shown on the theme's container colour as a card is (a counted field, the
    // comment, sits in a box that paints it).
    const pages = [
      {
        path: coursePath,
        card: page.locator('.ant-card', { hasText: 'Enrol in this course' }),
        field: page.getByRole('form', { name: 'Enquiry form' }).getByLabel('Name', { exact: true }),
      },
      {
        path: postPath,
        card: null,
        field: page.getByRole('form', { name: 'Leave a comment' }).getByRole('textbox', { name: 'Comment' }),
      },
    ];
    for (const { path, card, field } of pages) {
      const seen = `${path} at ${viewport.width} px`;
      await page.goto(path);
      await page.mouse.move(5, 5);
      await untilHydrated(field);
      // The switch is in the header, beside the menu button on a phone.
      const toDark = page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' });
      await untilHydrated(toDark);
      await toDark.click();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

      const layout = await computedColour(page, dark.colorBgLayout);
      const container = await computedColour(page, dark.colorBgContainer);
      await expect(page.locator('body'), seen).toHaveCSS('background-color', layout);
      await expect(page.getByRole('banner'), seen).toHaveCSS('background-color', container);
      if (card) await expect(card, seen).toHaveCSS('background-color', container);
      await expect.poll(() => shownBackground(field), { message: seen }).toBe(container);
      // Headings take the theme's text colour, as the body does (set by the app from the dark theme).
      const text = await page.locator('body').evaluate((body) => getComputedStyle(body).color);
      expect(text, seen).not.toBe(await computedColour(page, 'rgba(0, 0, 0, 0.88)'));
      await expect(page.getByRole('heading', { level: 1 }), seen).toHaveCSS('color', text);
      // Back to light, which the next page starts from whether or not the choice is kept.
      await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
      await expect(toDark).toBeVisible();
    }
    await context.close();
  }
});

test("a signed-in visitor gets the server's page hydrated, then their own header in the same elements", async ({
  browser,
}) => {
  const path = `/course/${await firstCourseSlug()}`;
  await untilServerRendered(path);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const trouble = hydrationTrouble(page);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  // A page load of its own: the server draws it signed out, and wake.js starts the app at once.
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 });
  const served = await heading.elementHandle();
  await untilHydrated(heading);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  expect(await served?.evaluate((el) => el.isConnected && document.querySelector('h1') === el)).toBe(true);
  expect(trouble).toEqual([]);
  await context.close();
});

test("the phone's menu opens at the first tap before the app is there and starts no app; the app hydrates it open, it opens and closes after, and its Login leads to sign-in", async ({
  browser,
}) => {
  const { page, release, asked } = await phoneWithHeldApp(browser);
  const path = `/course/${await firstCourseSlug()}`;
  await untilServerRendered(path);
  await page.goto(path);
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open navigation' });
  await menuButton.tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  // The browser's own popover on the server's page: no script of the app has run, and none was asked for.
  await expect(menu.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="/static/js/"]').length)).toBe(0);
  expect(asked).toEqual([]);

  // A tap in the menu that is not a link starts the app, which hydrates the page with the menu open.
  await menu.getByText('Menu', { exact: true }).tap();
  release();
  await untilHydrated(menuButton);
  await untilHydrated(page.getByRole('heading', { level: 1 }));
  await expect(menu.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  // The app's menu closes and opens again.
  await menu.getByRole('button', { name: 'Close navigation' }).tap();
  await expect(menu).toBeHidden();
  await menuButton.tap();
  await expect(menu.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Login', exact: true }).tap();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Login' }).getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await page.context().close();
});

test("a phone visitor who opens the menu and taps Login before the app is there goes to sign-in, and the course page's app is never asked for", async ({
  browser,
}) => {
  const { page, asked } = await phoneWithHeldApp(browser);
  const path = `/course/${await firstCourseSlug()}`;
  await untilServerRendered(path);
  await untilServerRendered('/auth');
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Open navigation' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login', exact: true }).tap();
  await expect(page).toHaveURL(/\/auth$/);
  // The server's sign-in page, whose field is there before its own app.
  await expect(page.getByRole('form', { name: 'Login' }).getByLabel('Email')).toBeVisible();
  expect(asked.filter((script) => script.path === path)).toEqual([]);
  await page.context().close();
});
