import type { Locale } from './i18n.ts';

/**
 * What crosses the boundary between the shell and a remote. Nothing else does: session, theme tokens and
 * the query cache come from `@skillhub/shared` singletons.
 */
export const REMOTE_NAMES = ['courses', 'blog', 'training', 'whatsapp', 'learner'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type Area = 'public' | 'dashboard';
export type ThemeMode = 'light' | 'dark';

export interface RemoteProps {
  /** The URL prefix the shell mounted this remote under, e.g. '/dashboard' or '/'. */
  basePath: string;
  area: Area;
  themeMode: ThemeMode;
  /**
   * The page's language, chosen in the shell's header: the remote shows its texts, dates and rupees in it.
   * Absent (a shell older than this field, a standalone run) means English.
   */
  locale?: Locale;
}

/** `/runtime-config.json`: where each remote's entry lives, read by the shell at start-up. */
export interface RuntimeConfig {
  remotes: Partial<Record<RemoteName, string>>;
}
