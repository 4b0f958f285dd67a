import { COMPANY } from '@skillhub/shared/constants';
import { SPLASH_STORAGE_KEY, sessionStore, splashAtom } from '@skillhub/shared/session';
import { BOOT_SPLASH_ID, SPLASH_CSS, SPLASH_MARK_PATH, SPLASH_MARK_STROKE } from '@skillhub/shared/splash';
import { theme } from 'antd';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { arrivedServerRendered } from '../runtime/server-rendered.ts';

/**
 * The splash screen: the Skillhub mark over the whole page on the first load of a browser session, then gone for
 * the rest of it. Whether it has been shown is the spec's splash state (`splashAtom.hasShown`), kept in
 * sessionStorage (SPLASH_STORAGE_KEY, which a logout keeps) so a reload in the same tab does not show it again. It is a polite status ("Loading Skillhub")
 * for screen readers; under reduced motion the mark does not pulse and the splash leaves without fading.
 *
 * A page the app draws arrives with the server's splash (shared/src/splash.ts), shown from the first paint while
 * the app's code loads: this one replaces it, looking the same, and its time on screen counts from that paint, so
 * a phone that took seconds to start the app shows the page at once rather than the mark for another second.
 */

/** How long the splash stays before it leaves. */
export const SPLASH_VISIBLE_MS = 1000;
/** The fade-out (none under reduced motion). */
export const SPLASH_FADE_MS = 300;

type Phase = 'shown' | 'leaving' | 'gone';

function shownBefore(): boolean {
  if (sessionStore.get(splashAtom).hasShown) return true;
  try {
    return window.sessionStorage.getItem(SPLASH_STORAGE_KEY) === 'true';
  } catch {
    // Storage blocked: the page's own state still keeps it to once per page load.
    return false;
  }
}

function markShown(): void {
  sessionStore.set(splashAtom, { hasShown: true });
  try {
    window.sessionStorage.setItem(SPLASH_STORAGE_KEY, 'true');
  } catch {
    // As above: without storage a reload shows it again, which is harmless.
  }
}

/**
 * How long the server's splash has been on screen; 0 when the page came without one. It was drawn at the page's
 * first paint (the navigation's start, where the browser does not tell).
 */
function bootSplashShownFor(): number {
  if (typeof document === 'undefined' || !document.getElementById(BOOT_SPLASH_ID)) return 0;
  const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  return Math.max(0, performance.now() - firstPaint);
}

// On the server (which draws no splash) there is no window to ask.
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

export function SplashScreen() {
  // A page whose content the server already drew is not covered by the splash.
  const [phase, setPhase] = useState<Phase>(() => (arrivedServerRendered() || shownBefore() ? 'gone' : 'shown'));
  const [reducedMotion] = useState(prefersReducedMotion);
  const [shownBeforeStart] = useState(bootSplashShownFor);
  const { token } = theme.useToken();
  const { t } = useT();

  // Before the browser paints this one (or the page without one), so neither a gap nor two splashes show.
  useLayoutEffect(() => document.getElementById(BOOT_SPLASH_ID)?.remove(), []);

  useEffect(() => {
    if (phase === 'shown') markShown();
    if (phase === 'gone') return;
    const [delay, next]: [number, Phase] =
      phase === 'shown'
        ? [Math.max(0, SPLASH_VISIBLE_MS - shownBeforeStart), reducedMotion ? 'gone' : 'leaving']
        : [SPLASH_FADE_MS, 'gone'];
    const timer = window.setTimeout(() => setPhase(next), delay);
    return () => window.clearTimeout(timer);
  }, [phase, reducedMotion, shownBeforeStart]);

  if (phase === 'gone') return null;
  const classes = [
    'sh-splash',
    reducedMotion ? '' : 'sh-splash--animated',
    phase === 'leaving' ? 'sh-splash--leaving' : '',
  ];
  return (
    <div
      role="status"
      aria-live="polite"
      // Fading out, it is on its way out of the page: out of reach of the keyboard and assistive technology,
      // and not a text to read at a third of its contrast.
      inert={phase === 'leaving'}
      className={classes.filter(Boolean).join(' ')}
      style={{ background: token.colorBgLayout, color: token.colorText }}
    >
      <style href="sh-splash" precedence="default">
        {SPLASH_CSS}
      </style>
      <div className="sh-splash__brand">
        <svg className="sh-splash__mark" viewBox="0 0 64 64" aria-hidden>
          <path
            d={SPLASH_MARK_PATH}
            fill="none"
            stroke={SPLASH_MARK_STROKE.stroke}
            strokeWidth={SPLASH_MARK_STROKE.strokeWidth}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span aria-hidden>{COMPANY.name}</span>
        <span className="sh-splash__status">{t('frame.splash', { company: COMPANY.name })}</span>
      </div>
    </div>
  );
}
