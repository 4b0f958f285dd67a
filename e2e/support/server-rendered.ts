import { expect } from '@playwright/test';
import { E2E_BASE_URL } from './ports.ts';

/**
 * Waits until the server answers `path` with the page its remote (or the shell) rendered, not the plain app it
 * sends while a server target is first loaded or after a render was too slow (seo/remote-renderer.ts): a rendered
 * page loads only wake.js, the plain app its scripts at once. A journey about
 * the server's page needs that page; on a busy machine the first render of a release can miss its deadline.
 */
export async function untilServerRendered(path: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${E2E_BASE_URL}${path}`)).text();
        return html.includes('<script defer src="/wake.js"');
      },
      { message: `the server's own rendering of ${path}` },
    )
    .toBe(true);
}
