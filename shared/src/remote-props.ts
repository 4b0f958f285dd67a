import type { Locale } from './i18n.ts';

/**
 * What crosses the boundary between the shell and a remote when it is mounted. Nothing else does: the session,
 * the query cache and the page's antd come from the modules shared at run time (`mf-shared.ts`).
 */

/**
 * A remote's name: its Module Federation container, its folder under `remotes/` and its segment in
 * `/remotes/<name>/`. Lower-case letters and digits, starting with a letter, so it is also a JavaScript name.
 */
export type RemoteName = string;
export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9]*$/;
export const isRemoteName = (name: string): name is RemoteName => REMOTE_NAME_PATTERN.test(name);

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
  /**
   * The remote's area holds the server's markup of this very page, drawn by the remote's own server target: the
   * remote hydrates it (its first render equal to the server's) rather than rendering afresh. Only at a mount.
   */
  serverRendered?: boolean;
}
