import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useLoginBox } from '../../features/auth';
import { paths } from '../../lib/paths';

/** Only paths on this site are followed, so the redirect query cannot send a player elsewhere. */
export const safeRedirect = (value: string | null): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : paths.home;

/** The target of a 412 response: the player logs in again, on the page they were on. */
export function LoginVerifyPage() {
  const [params] = useSearchParams();
  const loginBox = useLoginBox();
  useEffect(() => {
    void loginBox.open();
  }, [loginBox]);
  return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
}
