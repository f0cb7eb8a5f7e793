import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useClientConfig } from '../lib/client-config';
import { isMobileBrowser } from '../lib/device';
import { mobileTarget } from './entry/mobile-redirect';

/**
 * Home and PlayingGame: a mobile browser is sent to the mobile site when one is configured, and
 * otherwise gets this site's own page (an empty `mobileSiteUrl` means there is none).
 */
export function DesktopOnly({ children }: { children: ReactNode }) {
  const mobile = isMobileBrowser();
  const config = useClientConfig();
  const appId = Number(useParams().appId) || undefined;
  const mobileSiteUrl = config.data?.mobileSiteUrl;
  useEffect(() => {
    if (mobile && mobileSiteUrl) window.location.replace(mobileTarget(mobileSiteUrl, appId));
  }, [mobile, mobileSiteUrl, appId]);
  if (!mobile || (config.data && !mobileSiteUrl)) return children;
  return (
    <p className="state" role="status">
      {mobileSiteUrl ? 'Opening the mobile site…' : 'Loading…'}
    </p>
  );
}
