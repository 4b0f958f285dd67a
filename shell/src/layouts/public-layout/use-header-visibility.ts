import { HEADER_HIDE_THRESHOLD_PX } from '@skillhub/shared/constants';
import { useEffect, useState } from 'react';

/**
 * The public header hides while the visitor scrolls down past the threshold and comes back as soon as they
 * scroll up. Near the top it always shows.
 */
export function useHeaderVisibility(threshold: number = HEADER_HIDE_THRESHOLD_PX): boolean {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    // Where the page stood is learnt at the first scroll, not read here: read as the app starts, it would make the
    // browser work out the page's styles there and then (the app has just changed them), in the middle of its start.
    let last: number | null = null;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= threshold || (last !== null && y < last)) setVisible(true);
      else if (last !== null && y > last) setVisible(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  return visible;
}
