import { webEnv } from '../env';
import { maskUrlForAnalytics } from './mask-url';

/** The analytics port: page views only, never health data. Off unless VITE_GA_MEASUREMENT_ID is set. */
interface Analytics {
  pageView(href: string, title: string): void;
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const off: Analytics = { pageView: () => {} };

/** Google Analytics 4 through gtag.js, with automatic page views off so every URL passes the mask. */
function createGoogleAnalytics(measurementId: string): Analytics {
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  window.dataLayer = window.dataLayer ?? [];
  const gtag: Gtag = (...args) => {
    window.dataLayer?.push(args);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId, {
    send_page_view: false,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  return {
    pageView: (href, title) =>
      gtag('event', 'page_view', { page_location: maskUrlForAnalytics(href), page_title: title }),
  };
}

export const analytics: Analytics = webEnv.gaMeasurementId
  ? createGoogleAnalytics(webEnv.gaMeasurementId)
  : off;
