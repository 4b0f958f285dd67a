import { sessionStore, themeModeAtom } from '@skillhub/shared/session';
import { theme } from 'antd';
import { useAtomValue } from 'jotai';

/**
 * The brand colour for text. The dark palette's primary (#463fc6 on #0b0d17) is too dim to read as text, so dark
 * mode uses a light indigo instead (contrast about 10:1).
 */
export const DARK_ACCENT_TEXT = '#a5b4fc';

export function useAccentText(): string {
  const { token } = theme.useToken();
  const mode = useAtomValue(themeModeAtom, { store: sessionStore });
  return mode === 'dark' ? DARK_ACCENT_TEXT : token.colorPrimaryText;
}
