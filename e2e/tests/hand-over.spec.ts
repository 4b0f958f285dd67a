import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { SERVER_STYLES_ATTR } from '@skillhub/shared/inline-data';
import { themeConfig } from '@skillhub/shared/theme';
import { E2E_BASE_URL } from '../support/ports.ts';
import { untilServerRendered } from '../support/server-rendered.ts';

/**
 * A phone visitor who begins on a server-rendered page before the app is there (shell/public/wake.js loads it on
 * the first touch): what they typed, where their caret was and what they tapped carry over to the app's own
 * controls when it takes over (shell/src/runtime/server-rendered.ts). The app's scripts are held until the
 * visitor is done, as a slow phone network holds them.
 */

const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true };

/** A phone page whose app scripts arrive only when `release` is called. */
async function phoneWithHeldApp(browser: Browser): Promise<{ page: Page; release: () => void }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/js/**', async (route) => {
    await released;
    await route.continue();
  });
  return { page, release };
}

async function firstSlug(listPath: string): Promise<string> {
  const res = await fetch(`${E2E_BASE_URL}/api${listPath}`);
  const [item] = ((await res.json()) as { data: { slug: string }[] }).data;
  if (!item) throw new Error(`${listPath} lists nothing`);
  return item.slug;
}

const firstCourseSlug = () => firstSlug('/course/published?page=1&limit=1');
const firstPostSlug = () => firstSlug('/blog/all?page=1&limit=1');

test("text typed into the course page's enquiry form before the app is there is in the app's field, focus and caret kept", async ({
  browser,
}) => {
  const { page, release } = await phoneWithHeldApp(browser);
  const path = `/course/${await firstCourseSlug()}`;
  await untilServerRendered(path);
  await page.goto(path);
  await expect(page.locator('#sh-ssr')).toHaveCount(1);
  const form = page.getByRole('form', { name: 'Enquiry form' });
  const name = form.getByLabel('Name', { exact: true });

  await name.tap();
  await page.keyboard.type('Kavya Menon');
  // Still the server's field: the app has not arrived.
  await expect(page.locator('#sh-ssr')).toHaveCount(1);
  await expect(name).toHaveValue('Kavya Menon');

  release();
  await expect(page.locator('#sh-ssr')).toHaveCount(0);
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

test("Send enquiry tapped before the app is there sends nothing of the server's page; the app checks the form when it takes over", async ({
  browser,
}) => {
  const { page, release } = await phoneWithHeldApp(browser);
  const path = `/course/${await firstCourseSlug()}`;
  await untilServerRendered(path);
  await page.goto(path);
  await expect(page.locator('#sh-ssr')).toHaveCount(1);
  const form = page.getByRole('form', { name: 'Enquiry form' });
  const name = form.getByLabel('Name', { exact: true });

  await name.tap();
  await page.keyboard.type('Kavya Menon');
  await form.getByRole('button', { name: 'Send enquiry' }).tap();
  release();
  // Pressed again in the app, which finds the phone missing: the page never left, and nothing typed went into
  // its address (a form sent by the browser would have reloaded it with the fields in the query).
  await expect(page.locator('#sh-ssr')).toHaveCount(0);
  await expect(form.getByLabel('Phone', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveValue('Kavya Menon');
  expect(new URL(page.url()).search).toBe('');
  await page.context().close();
});

test("the first tap on the catalogue's Sort by select before the app is there opens the app's", async ({ browser }) => {
  const { page, release } = await phoneWithHeldApp(browser);
  await untilServerRendered('/courses');
  await page.goto('/courses');
  await expect(page.locator('#sh-ssr')).toHaveCount(1);
  const sort = page.getByRole('combobox', { name: 'Sort by' });

  await sort.tap();
  release();
  await expect(page.locator('#sh-ssr')).toHaveCount(0);
  await expect(sort).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option', { name: 'Price: low to high' })).toBeAttached();
  await page.context().close();
});

/** A desktop's window and a phone's, as the course page's layout tells them apart (antd's lg). */
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** The sheets the server linked for its content, marked as its own (shared/src/inline-data.ts). */
const serverSheets = (page: Page) => page.locator(`link[${SERVER_STYLES_ATTR}]`);

test("nothing on the course page moves when the app takes it over and the server's style sheets leave, at a desktop's width and a phone's", async ({
  browser,
}) => {
  const path = `/course/${await firstCourseSlug()}`;
  await untilServerRendered(path);
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator('#sh-ssr')).toHaveCount(1);
    await expect(serverSheets(page)).toHaveCount(2);
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
    // The first move wakes the app (wake.js), which takes the page over.
    await page.mouse.move(5, 5);
    await expect(page.locator('#sh-ssr')).toHaveCount(0);
    // Its own styles draw the page: the server's sheets are gone, and nothing moved.
    await expect(serverSheets(page)).toHaveCount(0);
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

test("a server-rendered course page and blog post turn dark throughout when the visitor switches the theme after the app took over, at a desktop's width and a phone's", async ({
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
      await expect(page.locator('#sh-ssr'), seen).toHaveCount(1);
      await page.mouse.move(5, 5);
      await expect(page.locator('#sh-ssr'), seen).toHaveCount(0);
      // The switch is in the header, beside the menu button on a phone.
      const toDark = page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' });
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

test("the phone's menu opens at the first tap before the app is there, stays open while the app arrives, and its Login leads to sign-in", async ({
  browser,
}) => {
  const { page, release } = await phoneWithHeldApp(browser);
  const path = `/course/${await firstCourseSlug()}`;
  await untilServerRendered(path);
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Open navigation' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  // The browser's own popover on the server's page: no script of the app has run.
  await expect(menu.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.locator('#sh-ssr')).toHaveCount(1);

  // The app arrives and waits: the menu is not taken from under the visitor's finger.
  const tookOver = page.waitForFunction(() => !document.getElementById('sh-ssr'), null, { polling: 'raf' });
  release();
  await page.waitForFunction(() => document.querySelector('#root > div:last-child h1') !== null);
  await expect(menu.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.locator('#sh-ssr')).toHaveCount(1);

  // Escape closes it (the browser's doing); then the app takes the page over.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await tookOver;
  await page.getByRole('banner').getByRole('button', { name: 'Open navigation' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login', exact: true }).tap();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Login' }).getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await page.context().close();
});
