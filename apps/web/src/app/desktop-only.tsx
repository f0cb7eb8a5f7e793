import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useClientConfig } from '../lib/client-config';
import { isMobileBrowser } from '../lib/device';
import { mobileTarget } from './entry/mobile-redirect';

/** Home and PlayingGame are desktop pages: a mobile browser is sent to the mobile site. */
export function DesktopOnly({ children }: { children: ReactNode }) {
  const mobile = isMobileBrowser();
  const config = useClientConfig();
  const appId = Number(useParams().appId) || undefined;
  const mobileSiteUrl = config.data?.mobileSiteUrl;
  useEffect(() => {
    if (mobile && mobileSiteUrl) window.location.replace(mobileTarget(mobileSiteUrl, appId));
  }, [mobile, mobileSiteUrl, appId]);
  return mobile ? (
    <p className="state" role="status">
      Opening the mobile site…
    </p>
  ) : (
    children
  );
}
