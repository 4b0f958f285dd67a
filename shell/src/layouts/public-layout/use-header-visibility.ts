import { HEADER_HIDE_THRESHOLD_PX } from '@skillhub/shared/constants';
import { useEffect, useState } from 'react';

/**
 * The public header hides while the visitor scrolls down past the threshold and comes back as soon as they
 * scroll up. Near the top it always shows.
 */
export function useHeaderVisibility(threshold: number = HEADER_HIDE_THRESHOLD_PX): boolean {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= threshold || y < last) setVisible(true);
      else if (y > last) setVisible(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  return visible;
}
