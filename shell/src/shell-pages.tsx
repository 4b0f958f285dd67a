import {
  DashboardOutlined,
  FileTextOutlined,
  FundOutlined,
  RocketOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons-svg';
import { definePages, needsRead } from '@skillhub/shared/routes';
import { lazyPage } from '@skillhub/shared/ui/lazy-page';
import type { PageComponents } from '@skillhub/shared/ui/remote-routes';

/**
 * The shell's own pages: where each renders, who may open it and its sidebar entry, beside the code that renders
 * it. Every other page is published by the remote that serves it. Pages load lazily, each in its own chunk;
 * /auth and /reset-password/:token are the same screen.
 */
export const SHELL_PAGES = definePages({
  home: { area: 'public', access: 'public' },
  terms: { area: 'public', access: 'public' },
  privacy: { area: 'public', access: 'public' },
  foundationalSkill: { area: 'public', access: 'public' },
  entrepreneurialSkill: { area: 'public', access: 'public' },
  employabilitySkill: { area: 'public', access: 'public' },
  contactUs: { area: 'public', access: 'public' },
  ccfs: { area: 'public', access: 'public' },
  eventForm: { area: 'public', access: 'public' },
  confirmEmail: { area: 'public', access: 'public' },
  approveEmailChange: { area: 'public', access: 'public' },
  cancelEmailChange: { area: 'public', access: 'public' },
  auth: { area: 'auth', access: 'guest' },
  resetPassword: { area: 'auth', access: 'guest' },
  dashboard: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Dashboard'),
    menu: { label: { en: 'Dashboard', hi: 'डैशबोर्ड' }, icon: DashboardOutlined, order: 10 },
  },
  // The dashboard's report beside the summary: a period's leads per source and course, and what they paid.
  revenueBySource: {
    area: 'dashboard',
    access: 'signed-in',
    path: '/dashboard/revenue-by-source',
    permissions: needsRead('Enquiries'),
    menu: { label: { en: 'Revenue by source', hi: 'स्रोत के अनुसार आय' }, icon: FundOutlined, order: 12 },
  },
  // The tax invoices of every sale (Courses / Invoices): the list, each PDF and the GSTR-1 export.
  invoices: {
    area: 'dashboard',
    access: 'signed-in',
    path: '/dashboard/invoices',
    permissions: needsRead('Courses', 'Invoices'),
    menu: { label: { en: 'Invoices', hi: 'इनवॉइस' }, icon: FileTextOutlined, order: 35 },
  },
  users: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Users', 'Users'),
    menu: { label: { en: 'Users', hi: 'यूज़र' }, icon: TeamOutlined, order: 40 },
  },
  // The release registry's API answers only a super admin, so only a super admin sees the page.
  releases: {
    area: 'dashboard',
    access: 'signed-in',
    superAdminOnly: true,
    menu: { label: { en: 'Releases', hi: 'रिलीज़' }, icon: RocketOutlined, order: 80 },
  },
  settings: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Settings'),
    menu: { label: { en: 'Settings', hi: 'सेटिंग्स' }, icon: SettingOutlined, pinned: 'bottom' },
  },
});

const authPage = lazyPage(() => import('./pages/auth/index.tsx').then((m) => ({ default: m.AuthPage })));

export const SHELL_PAGE_COMPONENTS: PageComponents<typeof SHELL_PAGES> = {
  home: lazyPage(() => import('./pages/home/index.tsx').then((m) => ({ default: m.HomePage }))),
  terms: lazyPage(() =>
    import('./pages/terms-and-conditions/index.tsx').then((m) => ({ default: m.TermsAndConditionsPage })),
  ),
  privacy: lazyPage(() => import('./pages/privacy-policy/index.tsx').then((m) => ({ default: m.PrivacyPolicyPage }))),
  // One page, parameterised by its area.
  foundationalSkill: lazyPage(() =>
    import('./pages/skill-area/index.tsx').then((m) => ({ default: m.FoundationalSkillPage })),
  ),
  entrepreneurialSkill: lazyPage(() =>
    import('./pages/skill-area/index.tsx').then((m) => ({ default: m.EntrepreneurialSkillPage })),
  ),
  employabilitySkill: lazyPage(() =>
    import('./pages/skill-area/index.tsx').then((m) => ({ default: m.EmployabilitySkillPage })),
  ),
  contactUs: lazyPage(() => import('./pages/contact-us/index.tsx').then((m) => ({ default: m.ContactUsPage }))),
  ccfs: lazyPage(() => import('./pages/event-form/index.tsx').then((m) => ({ default: m.CcfsPage }))),
  eventForm: lazyPage(() => import('./pages/event-form/index.tsx').then((m) => ({ default: m.EventFormPage }))),
  confirmEmail: lazyPage(() =>
    import('./pages/confirm-email/index.tsx').then((m) => ({ default: m.ConfirmEmailPage })),
  ),
  approveEmailChange: lazyPage(() =>
    import('./pages/approve-email-change/index.tsx').then((m) => ({ default: m.ApproveEmailChangePage })),
  ),
  cancelEmailChange: lazyPage(() =>
    import('./pages/approve-email-change/index.tsx').then((m) => ({ default: m.CancelEmailChangePage })),
  ),
  auth: authPage,
  resetPassword: authPage,
  dashboard: lazyPage(() =>
    import('./pages/dashboard-summary/index.tsx').then((m) => ({ default: m.DashboardSummaryPage })),
  ),
  revenueBySource: lazyPage(() =>
    import('./pages/revenue-by-source/index.tsx').then((m) => ({ default: m.RevenueBySourcePage })),
  ),
  invoices: lazyPage(() => import('./pages/invoices/index.tsx').then((m) => ({ default: m.InvoicesPage }))),
  users: lazyPage(() => import('./pages/users/index.tsx').then((m) => ({ default: m.UsersPage }))),
  releases: lazyPage(() => import('./pages/releases/index.tsx').then((m) => ({ default: m.ReleasesPage }))),
  settings: lazyPage(() => import('./pages/settings/index.tsx').then((m) => ({ default: m.SettingsPage }))),
};
