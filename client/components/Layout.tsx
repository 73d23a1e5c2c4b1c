// The page frame shared by every screen: skip link, notification bar, header, mobile sidebar,
// the screen itself (its children), footer and chat button. It owns the mobile sidebar state,
// swipes and the routing of in-site link clicks.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { documentTitle } from '../../shared/urls';
import { PRODUCT_NAME } from '../../shared/constants';
import { usePageState } from '../lib/pageDataContext';
import { useSwipe } from '../hooks/useSwipe';
import { useLinkInterception } from '../hooks/useLinkInterception';
import { ChatButton } from './ChatButton';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineNotice } from './OfflineNotice';
import { NotificationBar } from './NotificationBar';
import { SidebarMobile } from './SidebarMobile';
import { useLazyChunk } from '../lib/useLazyChunk';
import { useMessages } from '../lib/useMessages';

/** The writers' live update listener, loaded only when the server watches the content. */
function LiveUpdatesWhenWatching() {
  const { live } = usePageState();
  const { module } = useLazyChunk('extras', live);
  return module ? <module.LiveUpdates /> : null;
}

/** Frame around every route; `children` is the route's screen. */
export function Layout({ children }: { children: ReactNode }) {
  const { data } = usePageState();
  const messages = useMessages();
  const [sidebarOpen, setSidebarOpenState] = useState(false);
  const setSidebarOpen = useCallback((open: boolean) => setSidebarOpenState(open), []);
  useSwipe(sidebarOpen, setSidebarOpen);
  useLinkInterception();
  // Set only when they differ from what the server sent: writing the root's lang, even
  // unchanged, makes the browser match the whole document's :lang() rules again.
  useEffect(() => {
    const title = documentTitle(data.title, PRODUCT_NAME);
    if (document.title !== title) document.title = title;
  }, [data.title]);
  useEffect(() => {
    if (document.documentElement.lang !== data.locale) document.documentElement.lang = data.locale;
  }, [data.locale]);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a className="skip-link" href="#main-content">
        {messages.skipLink}
      </a>
      <NotificationBar />
      <Header sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen(!sidebarOpen)} />
      {/* An older version's banner: markup made on the server (server/site/versionPages.ts). */}
      {data.docsVersion?.notice && <aside className="version-notice" role="note" dangerouslySetInnerHTML={{ __html: data.docsVersion.notice }} />}
      <SidebarMobile open={sidebarOpen} setOpen={setSidebarOpen} />
      {children}
      <Footer />
      <ChatButton />
      <LiveUpdatesWhenWatching />
      <OfflineNotice />
    </>
  );
}
