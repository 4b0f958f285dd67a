import type { HtmlTag, HtmlTagHandler } from '@rsbuild/core';

/**
 * The site's icons and web app manifest, all in public/ (drawn by scripts/render-app-icons.mjs): what every page's
 * <head> links, so no browser asks for an icon that does not exist. The colours are the shared antd theme's
 * (BRAND_PRIMARY and the light layout background); test/app-icons.test.ts holds them to it and to the manifest.
 */

export const THEME_COLOR = '#4f46e5';
export const BACKGROUND_COLOR = '#f5f6fb';

// Addresses at the site's root, as the server and the manifest give them (not under the asset prefix).
const link = (attrs: Record<string, string>): HtmlTag => ({ tag: 'link', attrs, head: true, publicPath: false });

export const APP_ICON_TAGS: HtmlTag[] = [
  link({ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }),
  link({ rel: 'icon', href: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }),
  link({ rel: 'apple-touch-icon', href: '/apple-touch-icon.png', sizes: '180x180' }),
  link({ rel: 'manifest', href: '/manifest.webmanifest' }),
];

/**
 * Rsbuild links public/favicon.ico by itself, with no size, and a browser could then take it over the SVG. Sized
 * 32x32 it stays for those that cannot read SVG, and the others take the SVG.
 */
export const sizeIcoFavicon: HtmlTagHandler = (tags) =>
  tags.map((tag) =>
    tag.tag === 'link' && tag.attrs?.rel === 'icon' && tag.attrs.href === '/favicon.ico'
      ? { ...tag, attrs: { ...tag.attrs, sizes: '32x32' } }
      : tag,
  );
