import { expect, type Page } from '@playwright/test';
import { ROLE_SUPER_ADMIN } from '@skillhub/shared/constants';
import type { AuthData } from '@skillhub/shared/schemas/auth';
import { AUTH_STORAGE_KEY } from '@skillhub/shared/session';
import { E2E_BASE_URL } from './ports.ts';

/**
 * Signs `page` in without the form, for journeys that are not about signing in (those use ui.ts's
 * loginThroughForm): the same login call the form makes, made from the page's browser context, so the refresh
 * and known-browser cookies land in that context; then the session the app keeps (access token, user,
 * permissions) is stored where the app's own sign-in stores it (shared/src/session.ts: session storage for a
 * super admin, local storage for everyone else), so the next page the journey opens starts signed in and renews
 * its token with the cookie like any other. Costs one API call and a plain JSON page instead of loading the app
 * twice. `origin` is for a second platform on another port; by default the run's own.
 */
export async function signIn(page: Page, email: string, password: string, origin = E2E_BASE_URL): Promise<void> {
  const response = await page.request.post(`${origin}/api/user/login`, { data: { email, password } });
  expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
  const { data } = (await response.json()) as { data: AuthData };
  // Any page of the origin gives its storage; the health check's is the smallest and runs no app.
  await page.goto(`${origin}/api/health`);
  await page.evaluate(
    ({ key, superAdmin, stored }) => (superAdmin ? sessionStorage : localStorage).setItem(key, stored),
    {
      key: AUTH_STORAGE_KEY,
      superAdmin: data.user.role.name === ROLE_SUPER_ADMIN,
      stored: JSON.stringify({
        accessToken: data.accessToken,
        user: data.user,
        permissions: data.permissions,
        isAuthenticated: true,
      }),
    },
  );
}
