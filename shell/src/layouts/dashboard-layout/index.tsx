import { CloseOutlined } from '@ant-design/icons';
import { COMPANY, SIDEBAR_WIDTH_OPEN } from '@skillhub/shared/constants';
import { whenIdle } from '@skillhub/shared/when-idle';
import { Button, Drawer } from 'antd';
import { startTransition, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';
import './dashboard-layout.css';
import { useLayoutCssVars } from './layout-tokens.ts';
import { SidebarNav } from './sidebar-nav.tsx';
import { TopBar } from './top-bar.tsx';
import { useSidebarMenu } from './use-sidebar-menu.ts';
import { useSidebarState } from './use-sidebar-state.ts';

const DRAWER_ID = 'sh-dl-drawer';
/** How long the phone drawer waits for an idle moment at most before it is mounted (closed). */
const DRAWER_IDLE_TIMEOUT_MS = 3000;
/** The target of the app frame's "Skip to content" link. */
const CONTENT_ID = 'main-content';

/**
 * The staff dashboard frame: top bar, the permission-gated sidebar built from the route
 * manifest, and the page in the content area. Guards are the router's business; this only lays out.
 */
export function DashboardLayout() {
  const sidebar = useSidebarState();
  const { menu } = useSidebarMenu();
  const { pathname } = useLocation();
  const cssVars = useLayoutCssVars();
  const { setMobileOpen } = sidebar;
  const { t } = useT();

  // The phone drawer is mounted once the page is idle (or at the first tap on the menu, if that comes first): its
  // styles are made when it is first drawn, closed or not, and drawing it with the page held a 4x-slowed phone's
  // main thread for a further 0.1 s before the dashboard showed.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const needsDrawer = sidebar.isDrawer && !drawerMounted;
  useEffect(() => {
    if (!needsDrawer) return undefined;
    return whenIdle(() => startTransition(() => setDrawerMounted(true)), DRAWER_IDLE_TIMEOUT_MS);
  }, [needsDrawer]);

  // The phone drawer is temporary: any navigation closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change by design
  useEffect(() => {
    setMobileOpen(false);
  }, [pathname, setMobileOpen]);

  return (
    <div className="sh-dl-root" style={cssVars}>
      <TopBar
        showMenuButton={sidebar.isDrawer}
        menuOpen={sidebar.isMobileOpen}
        onMenuClick={() => setMobileOpen(true)}
        drawerId={DRAWER_ID}
      />
      <div className="sh-dl-body">
        {!sidebar.isDrawer && (
          <aside className="sh-dl-sider" style={{ width: sidebar.width }}>
            <SidebarNav
              menu={menu}
              expanded={sidebar.expanded}
              onToggleCollapsed={sidebar.isLargeScreen ? sidebar.toggleCollapsed : undefined}
            />
          </aside>
        )}
        <main id={CONTENT_ID} className="sh-dl-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {sidebar.isDrawer && (drawerMounted || sidebar.isMobileOpen) && (
        <Drawer
          open={sidebar.isMobileOpen}
          onClose={() => setMobileOpen(false)}
          placement="left"
          size={SIDEBAR_WIDTH_OPEN}
          closable={false}
          title={null}
          styles={{ body: { padding: 0 } }}
        >
          <div id={DRAWER_ID} className="sh-dl-drawer" style={cssVars}>
            <div className="sh-dl-drawer-head">
              <span className="sh-dl-brand">
                <span className="sh-dl-brand-mark" aria-hidden>
                  S
                </span>
                <span className="sh-dl-brand-name">{COMPANY.name}</span>
              </span>
              <Button
                type="text"
                icon={<CloseOutlined />}
                aria-label={t('dashboardLayout.closeNavigation')}
                onClick={() => setMobileOpen(false)}
              />
            </div>
            <SidebarNav menu={menu} expanded onNavigate={() => setMobileOpen(false)} />
          </div>
        </Drawer>
      )}
    </div>
  );
}
