// Analytics, only when an operator configured a tracker id: loaded after the page is
// interactive (on load, then when the browser is idle). Without an id nothing is requested.
import { ANALYTICS_SCRIPT_ORIGIN } from '../../shared/constants';

type Gtag = (...args: unknown[]) => void;

/** Loads the tracker once the page is interactive and idle. */
export function startAnalyticsWhenIdle(trackerId: string): void {
  const start = () => {
    const w = window as unknown as { dataLayer: unknown[]; gtag: Gtag };
    w.dataLayer = w.dataLayer ?? [];
    w.gtag = function gtag(...args: unknown[]) {
      w.dataLayer.push(args);
    };
    w.gtag('js', new Date());
    w.gtag('config', trackerId, { anonymize_ip: true });
    const script = document.createElement('script');
    script.async = true;
    script.src = `${ANALYTICS_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(trackerId)}`;
    document.head.appendChild(script);
  };
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(start) : setTimeout(start, 2000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
