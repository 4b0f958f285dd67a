import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@skillhub/shared/constants';
import { whenIdle } from '@skillhub/shared/when-idle';
import { useEffect, useState } from 'react';

/** The first look at where the page is waits this long at most for an idle moment. */
const FIRST_CHECK_TIMEOUT_MS = 2000;

/**
 * The back-to-top button, once the page is scrolled past SCROLL_TO_TOP_THRESHOLD_PX. Its own few lines rather than
 * antd's FloatButton.BackTop, which reads the scroll position as it mounts: on a page just drawn that makes the
 * browser lay the whole page out there and then, a quarter of a second of a 4x-slowed phone's processor on the
 * dashboard. This reads it when the page scrolls, and once when the browser is next idle. Placed by shell.css (`.sh-back-to-top`), above the chat
 * button where there is one (live-chat.css).
 */
export function BackToTop({ label }: { label: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => setShown(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', check, { passive: true });
    // Where the page already is (scrolled before the app took the server's page over, or restored on a reload),
    // once the browser is idle and the page laid out anyway.
    const cancel = whenIdle(check, FIRST_CHECK_TIMEOUT_MS);
    return () => {
      cancel();
      window.removeEventListener('scroll', check);
    };
  }, []);
  if (!shown) return null;
  const toTop = () => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  };
  return (
    <button type="button" className="sh-back-to-top" aria-label={label} title={label} onClick={toTop}>
      <VerticalAlignTopOutlined aria-hidden />
    </button>
  );
}
