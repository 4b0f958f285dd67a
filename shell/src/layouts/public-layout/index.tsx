import { liveChatAllowedOn } from '@skillhub/shared/live-chat';
import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { LiveChat } from '../../components/live-chat.tsx';
import { FullLoadLeavingWidget } from '../../components/live-chat-navigation.ts';
import { HEADER_HEIGHT_PX } from './nav-links.ts';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

/**
 * The public site's frame: fixed header, the page, footer, and the live chat (a vendor widget on public pages
 * only: the learner's pages here get the WhatsApp button).
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <PublicHeader />
      {/* At least a window tall: the footer starts below the fold, so a page that arrives late (a remote, its data)
          grows downwards without moving anything in view. */}
      <main
        id="main-content"
        style={{ paddingTop: HEADER_HEIGHT_PX, flex: 1, minHeight: '100vh', boxSizing: 'border-box' }}
      >
        <Outlet />
      </main>
      <PublicFooter />
      <LiveChat widgetAllowed={liveChatAllowedOn(pathname)} />
      <FullLoadLeavingWidget />
    </Layout>
  );
}
