import type { SocialBindPlatformValue } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { useClientConfig } from '../../../lib/client-config';
import { logger } from '../../../lib/logger';
import { useLoginWays } from '../api/get-login-ways';
import { linkedAccountsQuery, linkSocial, useLinkedAccounts } from '../api/link-social';
import { errorText } from '../forms/error-texts';
import { sessionStore, useSession } from '../session/session-store';
import { facebookAccessToken } from '../social/facebook-sdk';
import { startGoogleSignIn } from '../social/google-identity';
import { visibleWays } from '../social/visible-ways';
import styles from './social-links.module.css';

const NAMES: Record<SocialBindPlatformValue, string> = { GOOGLE: 'Google', FACEBOOK: 'Facebook' };

/**
 * "Link Google" / "Link Facebook": the providers the site offers, each either linked to the
 * signed-in account or a button that links it (spec section 8's binding texts answer a refusal).
 * From then on that social login opens this account.
 */
export function SocialLinks() {
  const { user } = useSession();
  const userId = user?.userId ?? 0;
  const config = useClientConfig().data;
  const ways = useLoginWays();
  const linked = useLinkedAccounts(userId);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState<SocialBindPlatformValue | null>(null);
  const [googleButton, setGoogleButton] = useState(false);
  const googleSlot = useRef<HTMLDivElement>(null);
  const stopGoogle = useRef<(() => void) | null>(null);
  useEffect(() => () => stopGoogle.current?.(), []);

  const googleClientId = config?.googleClientId;
  const facebookAppId = config?.facebookAppId;
  const offered = visibleWays(ways.data?.loginWayList ?? [], { googleClientId, facebookAppId })
    .map((way) => way.platform)
    .filter((platform): platform is SocialBindPlatformValue => platform !== 'GUEST');
  if (!user || offered.length === 0) return null;
  const isLinked = (platform: SocialBindPlatformValue) =>
    linked.data?.linkedList.some((entry) => entry.platform === platform) ?? false;

  const link = async (platform: SocialBindPlatformValue, token: string) => {
    setBusy(platform);
    try {
      sessionStore.updateUser(await linkSocial(platform, token));
      await queryClient.invalidateQueries(linkedAccountsQuery(userId));
      setGoogleButton(false);
      toast(`${NAMES[platform]} linked`, 'success');
    } catch (error) {
      toast(errorText(error), 'error');
    } finally {
      setBusy(null);
    }
  };

  const start = async (platform: SocialBindPlatformValue) => {
    if (busy) return;
    try {
      if (platform === 'FACEBOOK' && facebookAppId) {
        const token = await facebookAccessToken(facebookAppId);
        if (token) await link('FACEBOOK', token);
      } else if (platform === 'GOOGLE' && googleClientId && googleSlot.current) {
        setGoogleButton(true);
        stopGoogle.current = await startGoogleSignIn(
          googleClientId,
          googleSlot.current,
          (token) => {
            void link('GOOGLE', token);
          },
        );
      }
    } catch (error) {
      logger.warn('social link failed', error);
      setGoogleButton(false);
      toast(errorText(error), 'error');
    }
  };

  return (
    <section className={styles.links} aria-label="Linked accounts">
      <ul className={styles.list}>
        {offered.map((platform) => (
          <li key={platform} className={styles.item}>
            {isLinked(platform) ? (
              <span className={styles.linked}>{NAMES[platform]} linked</span>
            ) : (
              <button
                type="button"
                className="btn"
                aria-busy={busy === platform}
                disabled={busy !== null || linked.isPending}
                onClick={() => void start(platform)}
              >
                Link {NAMES[platform]}
              </button>
            )}
          </li>
        ))}
      </ul>
      <div ref={googleSlot} hidden={!googleButton} />
    </section>
  );
}
