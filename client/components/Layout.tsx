// The page frame shared by every screen: skip link, header, the screen itself, footer.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { documentTitle } from '../../shared/urls';
import { PRODUCT_NAME } from '../../shared/constants';
import { usePageState } from '../lib/pageDataContext';
import { Header } from './Header';
import { Footer } from './Footer';

/** Frame around every route. */
export function Layout() {
  const { data } = usePageState();
  useEffect(() => {
    document.title = documentTitle(data.title, PRODUCT_NAME);
  }, [data.title]);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Header />
      <Outlet />
      <Footer />
    </>
  );
}
