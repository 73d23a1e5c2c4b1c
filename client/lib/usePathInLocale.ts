// The current address without its locale or older version's prefix: /ko/plugins/ and
// /v4/plugins/ are the plugins section as much as /plugins/ is (for what the chrome marks active).
import { useLocation } from 'react-router';
import { splitLocale } from '../../shared/i18n';
import { translatedLocales } from '../../shared/localePaths';
import { usePageState } from './pageDataContext';

/** The current path as its English address. */
export function usePathInLocale(): string {
  const { pathname } = useLocation();
  const { data } = usePageState();
  const locales = translatedLocales(data.languages);
  // An older version's pages are English: /v4/concepts/ is the concepts section too.
  const path = data.docsVersion?.notice ? pathname.replace(/^\/v\d+\//, '/') : pathname;
  return locales.length === 0 ? path : splitLocale(path, locales).path;
}
