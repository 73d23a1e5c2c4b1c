// The current address without its locale prefix: /ko/plugins/ is the plugins section as much
// as /plugins/ is (for what the chrome marks active).
import { useLocation } from 'react-router';
import { splitLocale } from '../../shared/i18n';
import { translatedLocales } from '../../shared/localePaths';
import { usePageState } from './pageDataContext';

/** The current path as its English address. */
export function usePathInLocale(): string {
  const { pathname } = useLocation();
  const locales = translatedLocales(usePageState().data.languages);
  return locales.length === 0 ? pathname : splitLocale(pathname, locales).path;
}
