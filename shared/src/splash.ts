import { COMPANY } from './constants.ts';
import { FONT_FAMILY, LIGHT_LAYOUT_BACKGROUND, LIGHT_TEXT } from './theme-colors.ts';

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
  '.sh-splash__mark{display:block;width:72px;height:72px}',
  '.sh-splash--animated .sh-splash__mark{animation:sh-splash-pulse 1.2s ease-in-out infinite}',
  // Fading out, it no longer holds the page: clicks reach it at once.
  '.sh-splash--leaving{opacity:0;pointer-events:none;transition:opacity 0.3s ease-out}',
  '.sh-splash__status{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
  '@keyframes sh-splash-pulse{0%,100%{transform:scale(1)}50%{transform:scale(1.06)}}',
  '@media (prefers-reduced-motion:reduce){.sh-splash--animated .sh-splash__mark{animation:none}.sh-splash--leaving{transition:none}}',
].join('');

/**
 * The server's splash as markup (English, as the server's pages are), with its sheet: a polite status for screen
 * readers, the mark decorative.
 */
export const BOOT_SPLASH_MARKUP =
  `<style>${SPLASH_CSS}</style>` +
  `<div id="${BOOT_SPLASH_ID}" class="sh-splash sh-splash--animated" role="status" aria-live="polite" ` +
  `style="background:${LIGHT_LAYOUT_BACKGROUND};color:${LIGHT_TEXT};font-family:${FONT_FAMILY}">` +
  '<div class="sh-splash__brand"><img class="sh-splash__mark" src="/favicon.svg" alt="" width="72" height="72">' +
  `<span aria-hidden="true">${COMPANY.name}</span><span class="sh-splash__status">Loading ${COMPANY.name}</span>` +
  '</div></div>';
