import { LocalKey } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useToast } from '../components/ui/toast';
import { LoginBox, useLoginBox } from '../features/auth';
import { setNavigator } from '../lib/api-client';
import { storage } from '../lib/storage';
import { mergeQuery, shareTarget } from './entry/share-link';

/**
 * Above every route: follows a share link once per page load, saves the visit's query values,
 * and connects the request helper's global reactions (redirects, re-login, bans) to the site.
 */
export function Root() {
  const navigate = useNavigate();
  const loginBox = useLoginBox();
  const toast = useToast();
  const entered = useRef(false);

  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    const { search, hash } = window.location;
    if (search)
      storage.set(
        LocalKey.shareQuery,
        JSON.stringify(mergeQuery(storage.get(LocalKey.shareQuery), search)),
      );
    const target = shareTarget(search, hash);
    if (target) void navigate(target, { replace: true });
  }, [navigate]);

  useEffect(() => {
    // A game hash pasted into the address bar of an open page changes only the hash.
    const onHash = () => {
      const target = shareTarget('', window.location.hash);
      if (target) void navigate(target, { replace: true });
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [navigate]);

  useEffect(() => {
    setNavigator((to) => void navigate(to));
    const relogin = () => loginBox.open();
    const banned = (event: Event) =>
      toast(
        (event as CustomEvent<string>).detail || 'Your account has been banned.',
        'error',
        4000,
      );
    window.addEventListener('portal:relogin', relogin);
    window.addEventListener('portal:banned', banned);
    return () => {
      window.removeEventListener('portal:relogin', relogin);
      window.removeEventListener('portal:banned', banned);
    };
  }, [navigate, loginBox, toast]);

  return (
    <>
      <Outlet />
      <LoginBox />
    </>
  );
}
