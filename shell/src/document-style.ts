import type { GlobalToken } from 'antd';

/**
 * The body's colours and font in a theme, as CSS properties: the app sets them on the body (app-content.tsx), the
 * server's page carries them in its sheet for the light theme it draws (server-render.tsx). One list, so the page
 * looks the same before and after the app hydrates it.
 */
export function documentStyle(token: GlobalToken): Record<string, string> {
  return {
    background: token.colorBgLayout,
    color: token.colorText,
    'font-family': token.fontFamily,
    'font-size': `${token.fontSize}px`,
    'line-height': String(token.lineHeight),
  };
}
