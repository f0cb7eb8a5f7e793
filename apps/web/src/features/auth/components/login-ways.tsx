import type { Session, SocialPlatformValue } from '@portal/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { useClientConfig } from '../../../lib/client-config';
import { logger } from '../../../lib/logger';
import { useLoginWays } from '../api/get-login-ways';
import { socialLogin } from '../api/social-login';
import { socialLoginErrorText } from '../forms/error-texts';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useLoginBox } from '../login-box-context';
import { facebookAccessToken, loadFacebook } from '../social/facebook-sdk';
import { startGoogleSignIn } from '../social/google-identity';
import { firstWays, SHOWN_BEFORE_ALL, visibleWays } from '../social/visible-ways';
import styles from './login-ways.module.css';

const NAMES: Record<SocialPlatformValue, { label: string; action: string }> = {
  GUEST: { label: 'Guest', action: 'Play as guest' },
  GOOGLE: { label: 'Google', action: 'Log in with Google' },
  FACEBOOK: { label: 'Facebook', action: 'Log in with Facebook' },
};

/**
 * "Other way login": guest and social sign-in. The clicked icon stays marked while its login
 * runs; a failure clears the mark, shows "Login Failed" (or, past a rate limit, how long to
 * wait) and rejects the box's pending promise.
 */
export function LoginWays() {
  const ways = useLoginWays();
  const config = useClientConfig().data;
  const loginBox = useLoginBox();
  const complete = useCompleteLogin();
  const toast = useToast();
  const [active, setActive] = useState<SocialPlatformValue | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [googleButton, setGoogleButton] = useState(false);
  const captionId = useId();
  const googleSlot = useRef<HTMLDivElement>(null);
  const stopGoogle = useRef<(() => void) | null>(null);

  const googleClientId = config?.googleClientId;
  const facebookAppId = config?.facebookAppId;
  const available = visibleWays(ways.data?.loginWayList ?? [], { googleClientId, facebookAppId });
  const shown = firstWays(available, showAll);

  const offersFacebook = available.some((way) => way.platform === 'FACEBOOK');

  useEffect(() => {
    // Facebook's popup must open inside the click, so its SDK is fetched as soon as it is offered.
    if (facebookAppId && offersFacebook) {
      loadFacebook(facebookAppId).catch((error: unknown) => logger.warn(error));
    }
  }, [facebookAppId, offersFacebook]);

  useEffect(() => () => stopGoogle.current?.(), []);

  const failed = (error?: unknown) => {
    if (error) logger.warn('social login failed', error);
    setActive(null);
    toast(socialLoginErrorText(error), 'error');
    loginBox.fail();
  };
  const finish = async (platform: SocialPlatformValue, token?: string) => {
    let session: Session;
    try {
      session = await socialLogin(platform, token);
    } catch (error) {
      failed(error);
      return;
    }
    complete(session);
  };

  const start = async (platform: SocialPlatformValue) => {
    if (active) return;
    setActive(platform);
    if (platform === 'GUEST') return finish('GUEST');
    if (platform === 'FACEBOOK' && facebookAppId) {
      try {
        const token = await facebookAccessToken(facebookAppId);
        if (token) return finish('FACEBOOK', token);
        setActive(null);
      } catch (error) {
        failed(error);
      }
      return;
    }
    if (platform === 'GOOGLE' && googleClientId && googleSlot.current) {
      setGoogleButton(true);
      try {
        stopGoogle.current = await startGoogleSignIn(
          googleClientId,
          googleSlot.current,
          (credential) => {
            setActive('GOOGLE');
            void finish('GOOGLE', credential);
          },
        );
        // Google's own button takes over from here; the icon is free for another try.
        setActive(null);
      } catch (error) {
        setGoogleButton(false);
        failed(error);
      }
    }
  };

  if (available.length === 0) return null;
  return (
    <section className={styles.ways} aria-labelledby={captionId}>
      <h3 id={captionId} className={styles.caption}>
        <span>Other ways to log in</span>
      </h3>
      <ul className={styles.list}>
        {shown.map((way) => (
          <li key={way.platform}>
            <button
              type="button"
              className={styles.way}
              data-active={active === way.platform || undefined}
              aria-busy={active === way.platform}
              aria-label={NAMES[way.platform].action}
              disabled={active !== null && active !== way.platform}
              onClick={() => void start(way.platform)}
            >
              <span className={styles.icon}>
                <img src={way.logoUrl} alt="" width={32} height={32} />
              </span>
              <span className={styles.label}>{NAMES[way.platform].label}</span>
            </button>
          </li>
        ))}
        {available.length > SHOWN_BEFORE_ALL && (
          <li>
            <button
              type="button"
              className={styles.way}
              aria-expanded={showAll}
              onClick={() => setShowAll((all) => !all)}
            >
              <span className={styles.icon} aria-hidden="true">
                {showAll ? '−' : '+'}
              </span>
              <span className={styles.label}>{showAll ? 'Show less' : 'Show all'}</span>
            </button>
          </li>
        )}
      </ul>
      <div ref={googleSlot} className={styles.google} hidden={!googleButton} />
    </section>
  );
}
