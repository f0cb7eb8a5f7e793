import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useClientConfig } from '../lib/client-config';
import { useDrawnOnServer } from '../lib/drawn-on-server';
import { isMobileBrowser } from '../lib/device';
import { leaveForMobileSite } from './entry/mobile-redirect';

/**
 * The spec's desktop-only guard of Home and PlayingGame: a phone is sent to the separate mobile
 * site when the server names one (`mobileSiteUrl`); with none configured it stays here and gets
 * the phone layout. A phone waits for the config before the page starts (a game start would
 * otherwise record a play and ask for a login on a page it is about to leave); desktops never wait.
 */
export function DesktopOnly({ children }: { children: ReactNode }) {
  // A page drawn on the server is drawn as a desktop's, and taken over as one; a phone is told
  // apart right after.
  const mobile = !useDrawnOnServer() && isMobileBrowser();
  const config = useClientConfig();
  const appId = Number(useParams().appId) || undefined;
  const mobileSiteUrl = mobile ? config.data?.mobileSiteUrl : undefined;
  useEffect(() => {
    if (mobileSiteUrl) leaveForMobileSite(mobileSiteUrl, appId);
  }, [mobileSiteUrl, appId]);
  if (!mobile || config.isError) return children;
  if (mobileSiteUrl) {
    return (
      <p className="state" role="status">
        Opening the mobile site…
      </p>
    );
  }
  if (config.isPending) return <p className="state" role="status" aria-label="Loading" />;
  return children;
}
