import type { Session } from '@portal/contracts';
import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast';
import { reloadPage } from '../../../lib/reload';
import { useLoginBox } from '../login-box-context';
import { sessionStore } from '../session/session-store';

/** Long enough for the "Success" toast to be read before the page loads again. */
export const RELOAD_AFTER_LOGIN_MS = 700;

/**
 * A successful login (spec section 4): the session is kept, the box closes (its promise
 * resolves), "Success" shows and the page reloads under the new session.
 */
export function useCompleteLogin() {
  const loginBox = useLoginBox();
  const toast = useToast();
  return useCallback(
    (session: Session) => {
      sessionStore.login(session);
      sessionStore.markReloading();
      loginBox.succeed();
      toast('Success', 'success');
      setTimeout(reloadPage, RELOAD_AFTER_LOGIN_MS);
    },
    [loginBox, toast],
  );
}
