import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BackToTop } from '../components/back-to-top.tsx';
import { useT } from '../i18n/index.ts';

/** Around every page: scroll to the top on a new page, and a back-to-top button once 100px down. */
export function AppFrame() {
  const { pathname } = useLocation();
  const { t } = useT();

  // Only a new page starts at the top. The first one is where the visitor already is: the server's page they may
  // have scrolled before the app took it over (it loads on the first move), or a reloaded one the browser restores.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return (
    <>
      <a className="sh-skip-link" href="#main-content">
        {t('frame.skipToContent')}
      </a>
      <Outlet />
      <BackToTop label={t('frame.scrollToTop')} />
    </>
  );
}
