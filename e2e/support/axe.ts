import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core (from node_modules) run in the page: every violation of every rule, as `rule: element` lines so a
 * failing test names what to fix. The script goes in through the DevTools protocol (page.evaluate), which the
 * page's Content-Security-Policy does not govern, so the page runs under its real CSP.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeWindow {
  axe: {
    run: (
      context: Document,
      options: { resultTypes: string[] },
    ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
  };
}

/** Waits until the page settled (no request in flight, no loading skeleton or spinner), then runs axe. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-skeleton, .ant-spin-spinning').first().waitFor({ state: 'detached' });
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as AxeWindow).axe.run(document, { resultTypes: ['violations'] });
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
  });
}
