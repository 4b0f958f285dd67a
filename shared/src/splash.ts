import { COMPANY } from './constants.ts';
import { BRAND_GRADIENT_END, BRAND_PRIMARY, FONT_FAMILY, LIGHT_LAYOUT_BACKGROUND, LIGHT_TEXT } from './theme-colors.ts';

/**
 * The splash screen's look, drawn in two places: by the server, in a page the app draws (a learner's page, the
 * dashboard), so that a phone shows it at the first paint instead of a blank page while the app's code arrives;
 * and by the shell's SplashScreen, which takes it over when the app starts. One sheet for both, so the hand-over
 * cannot be seen. The palette is the light one: every page starts light.
 */

/** The server's splash, which the shell removes once its own is drawn (or none is due). */
export const BOOT_SPLASH_ID = 'sh-boot-splash';

export const SPLASH_CSS = [
  '.sh-splash{position:fixed;inset:0;z-index:2000;display:grid;place-items:center}',
  '.sh-splash__brand{display:flex;flex-direction:column;align-items:center;gap:16px;font-size:28px;font-weight:700;letter-spacing:-0.3px}',
  // The site's icon (public/favicon.svg) drawn in place: the gradient square is the element's own background.
  `.sh-splash__mark{display:block;width:72px;height:72px;border-radius:16px;background:linear-gradient(135deg,${BRAND_PRIMARY},${BRAND_GRADIENT_END})}`,
  '.sh-splash--animated .sh-splash__mark{animation:sh-splash-pulse 1.2s ease-in-out infinite}',
  // Fading out, it no longer holds the page: clicks reach it at once.
  '.sh-splash--leaving{opacity:0;pointer-events:none;transition:opacity 0.3s ease-out}',
  '.sh-splash__status{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
  '@keyframes sh-splash-pulse{0%,100%{transform:scale(1)}50%{transform:scale(1.06)}}',
  '@media (prefers-reduced-motion:reduce){.sh-splash--animated .sh-splash__mark{animation:none}.sh-splash--leaving{transition:none}}',
].join('');

/**
 * The mark's white S (public/favicon.svg's), on a 64-unit square. Drawn inline rather than as the icon's file: the
 * splash shows whole at the first paint, not once an image has come past the app's scripts on a slow network.
 */
export const SPLASH_MARK_PATH =
  'M44 19.5c-3-4-9-5.5-13.5-5-5.5.6-9.5 4-9.5 9 0 10.5 22 7 22 17.5 0 5-4.5 9-10.5 9-4.5 0-9-2-12-5.5';
export const SPLASH_MARK_STROKE = { stroke: '#fff', strokeWidth: 7.5 } as const;

/**
 * The server's splash as markup (English, as the server's pages are), with its sheet: a polite status for screen
 * readers, the mark decorative.
 */
export const BOOT_SPLASH_MARKUP =
  `<style>${SPLASH_CSS}</style>` +
  `<div id="${BOOT_SPLASH_ID}" class="sh-splash sh-splash--animated" role="status" aria-live="polite" ` +
  `style="background:${LIGHT_LAYOUT_BACKGROUND};color:${LIGHT_TEXT};font-family:${FONT_FAMILY}">` +
  '<div class="sh-splash__brand"><svg class="sh-splash__mark" viewBox="0 0 64 64" aria-hidden="true">' +
  `<path d="${SPLASH_MARK_PATH}" fill="none" stroke="${SPLASH_MARK_STROKE.stroke}" stroke-width="${SPLASH_MARK_STROKE.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/></svg>` +
  `<span aria-hidden="true">${COMPANY.name}</span><span class="sh-splash__status">Loading ${COMPANY.name}</span>` +
  '</div></div>';
