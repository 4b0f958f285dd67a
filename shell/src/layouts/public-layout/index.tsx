import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { LiveChat } from '../../components/live-chat.tsx';
import { HEADER_HEIGHT_PX } from './nav-links.ts';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

/** The public site's frame: fixed header, the page, footer, and the live-chat widget (public pages only). */
export function PublicLayout() {
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
      <LiveChat />
    </Layout>
  );
}
