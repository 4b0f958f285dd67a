import { expect } from '@playwright/test';
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
