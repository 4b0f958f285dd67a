import { expect } from '@playwright/test';
import { SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import { E2E_BASE_URL } from './ports.ts';

/**
 * Waits until the server answers `path` with the page its remote rendered, not the plain app it sends while the
 * remote's server target is first loaded or after a render was too slow (seo/remote-renderer.ts). A journey about
 * the server's page needs that page; on a busy machine the first render of a release can miss its deadline.
 */
export async function untilServerRendered(path: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${E2E_BASE_URL}${path}`)).text();
        return html.includes(`id="${SERVER_RENDERED_ID}"`);
      },
      { message: `the server's own rendering of ${path}` },
    )
    .toBe(true);
}
