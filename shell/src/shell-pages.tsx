import { lazyPage, type PageSource } from './components/lazy-page.tsx';

/**
 * The one table from a shell-owned route of the manifest (`ROUTES`, owner 'shell') to the page that renders it.
 * Pages load lazily, each in its own chunk; /auth and /reset-password/:token are the same screen.
 */
const authPage = lazyPage(() => import('./pages/auth/index.tsx').then((m) => ({ default: m.AuthPage })));

export const SHELL_PAGES: Readonly<Record<string, PageSource>> = {
  '/': lazyPage(() => import('./pages/home/index.tsx').then((m) => ({ default: m.HomePage }))),
  '/terms-and-conditions': lazyPage(() =>
    import('./pages/terms-and-conditions/index.tsx').then((m) => ({ default: m.TermsAndConditionsPage })),
  ),
  '/privacy-policy': lazyPage(() =>
    import('./pages/privacy-policy/index.tsx').then((m) => ({ default: m.PrivacyPolicyPage })),
  ),
  '/confirm-email/:token': lazyPage(() =>
    import('./pages/confirm-email/index.tsx').then((m) => ({ default: m.ConfirmEmailPage })),
  ),
  '/auth': authPage,
  '/reset-password/:token': authPage,
  '/dashboard': lazyPage(() =>
    import('./pages/dashboard-summary/index.tsx').then((m) => ({ default: m.DashboardSummaryPage })),
  ),
  '/dashboard/users': lazyPage(() => import('./pages/users/index.tsx').then((m) => ({ default: m.UsersPage }))),
  '/dashboard/settings': lazyPage(() =>
    import('./pages/settings/index.tsx').then((m) => ({ default: m.SettingsPage })),
  ),
};
