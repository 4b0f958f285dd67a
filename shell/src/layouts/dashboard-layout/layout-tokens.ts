import { TOP_BAR_HEIGHT } from '@skillhub/shared/constants';
import { theme } from 'antd';
import type { CSSProperties } from 'react';

/**
 * The antd theme tokens the layout's stylesheet reads, as CSS custom properties, so hover and active states
 * (which inline styles cannot express) follow the light and dark palettes. Set on every root the layout
 * renders, the drawer's portal included.
 */
export function useLayoutCssVars(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--sh-bg-layout': token.colorBgLayout,
    '--sh-bg-container': token.colorBgContainer,
    '--sh-border': token.colorBorderSecondary,
    '--sh-text': token.colorText,
    '--sh-text-secondary': token.colorTextSecondary,
    '--sh-hover': token.colorFillTertiary,
    '--sh-active-bg': token.colorPrimaryBg,
    '--sh-active-text': token.colorPrimary,
    '--sh-focus': token.colorPrimaryBorder,
    '--sh-radius': `${token.borderRadius}px`,
    '--sh-top-bar-height': TOP_BAR_HEIGHT,
    '--sh-font': token.fontFamily,
  } as CSSProperties;
}
