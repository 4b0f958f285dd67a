import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './ports.ts';

/**
 * Waits until the server answers `path` with the page its remote (or the shell) rendered, not the plain app it
 * sends while a server target is first loaded or after a render was too slow (seo/remote-renderer.ts): a rendered
 * page loads only wake.js, the plain app its scripts at once. A journey about
 * the server's page needs that page; on a busy machine the first render of a release can miss its deadline.
 * Resolves to that page's HTML; `origin` is for a second platform on another port.
 */
export async function untilServerRendered(path: string, origin = E2E_BASE_URL): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${origin}${path}`);
        expect(response.status, `${path} answered`).toBe(200);
        html = await response.text();
        return html.includes('<script defer src="/wake.js"');
      },
      { message: `the server's own rendering of ${path}` },
    )
    .toBe(true);
  return html;
}

/**
 * Opens `path` in `page` as the server drew it: navigated to again while the answer is the plain app. A page drawn
 * once (untilServerRendered) is drawn again when its data or its cached render changed since, and that render too can
 * miss a visitor's wait on a busy machine.
 */
export async function gotoServerRendered(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.goto(path);
        return (await response?.text())?.includes('<script defer src="/wake.js"') ?? false;
      },
      { message: `${path} opened as the server drew it` },
    )
    .toBe(true);
}
