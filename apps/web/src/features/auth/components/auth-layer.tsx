import { LocalKey } from '@portal/contracts';
import { lazy, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Deferred } from '../../../components/ui/deferred';
import { setGlobalReactions } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { reloadPage } from '../../../lib/reload';
import { useAccountDialogs } from '../account-dialogs-context';
import { useLoginBox } from '../login-box-context';
import { externalLinkSession, initSession, withoutSessionKeys } from '../session/init-session';
import { handOverOffer, type HandOverOffer } from '../session/link-hand-over';
import type { QrHandOff } from '../session/qr-hand-off';
import { qrLinkOf, withoutQrToken } from '../session/qr-link';
import { sessionStore } from '../session/session-store';
import { BindAccountDialog } from './bind-account-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { LoginBox } from './login-box';

// Dialogs few visits open: their code loads when they first do.
const BannedDialog = lazy(() =>
  import('./banned-dialog').then((module) => ({ default: module.BannedDialog })),
);
const CodeHelpDialog = lazy(() =>
  import('./code-help-dialog').then((module) => ({ default: module.CodeHelpDialog })),
);
const HandOverDialog = lazy(() =>
  import('./hand-over-dialog').then((module) => ({ default: module.HandOverDialog })),
);
const QrHandOffDialog = lazy(() =>
  import('./qr-hand-off-dialog').then((module) => ({ default: module.QrHandOffDialog })),
);
const LogoutDialog = lazy(() =>
  import('./logout-dialog').then((module) => ({ default: module.LogoutDialog })),
);

/**
 * Above every route: starts the session once per page load (then asks about a link's session,
 * see `link-hand-over`, or a play-on-mobile link's, see `qr-hand-off`), answers the catalogue's global
 * codes (401/4017 open the login box, 4080 the banned dialog) and holds the account dialogs.
 */
export function AuthLayer() {
  const navigate = useNavigate();
  const location = useLocation();
  const loginBox = useLoginBox();
  const { dialog, codeHelp, banned, setBanned } = useAccountDialogs();
  const started = useRef(false);
  const [handOver, setHandOver] = useState<HandOverOffer | null>(null);
  const [qrHandOff, setQrHandOff] = useState<QrHandOff | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { search } = window.location;
    const link = externalLinkSession(search);
    const qrLink = qrLinkOf(search);
    if (link || qrLink) {
      // Tokens handed over by a link must not stay in the address bar or the history.
      const rest = withoutQrToken(withoutSessionKeys(search));
      void navigate({ ...location, search: rest }, { replace: true });
    }
    void initSession(sessionStore, setBanned).then(async () => {
      // The hand-off's code (and the error texts it shows) loads only for a phone given a link.
      if (qrLink) {
        const { qrHandOffOf } = await import('../session/qr-hand-off');
        setQrHandOff(await qrHandOffOf(sessionStore, qrLink));
      } else if (link) setHandOver(await handOverOffer(sessionStore, link));
    });
  }, [navigate, location, setBanned]);

  useEffect(() => {
    setGlobalReactions({
      relogin: () => {
        sessionStore.clear({ announce: false });
        void loginBox.open();
      },
      // A player banned while signed in: the ban ended the session, and the dialog says why.
      banned: (message) => {
        sessionStore.clear({ announce: false });
        setBanned(message);
      },
    });
  }, [loginBox, setBanned]);

  useEffect(() => {
    // Another tab logged in or out: this one follows with a fresh load.
    const follow = (event: StorageEvent) => {
      if (event.key === LocalKey.changeLoginStatus) reloadPage();
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  return (
    <>
      <LoginBox />
      <Deferred wanted={handOver !== null}>
        {handOver && <HandOverDialog offer={handOver} onDone={() => setHandOver(null)} />}
      </Deferred>
      <Deferred wanted={qrHandOff !== null}>
        {qrHandOff && <QrHandOffDialog handOff={qrHandOff} onDone={() => setQrHandOff(null)} />}
      </Deferred>
      <BindAccountDialog />
      <ChangePasswordDialog />
      <Deferred wanted={dialog === 'logout'}>
        <LogoutDialog />
      </Deferred>
      <Deferred wanted={codeHelp}>
        <CodeHelpDialog />
      </Deferred>
      <Deferred wanted={banned !== null}>
        <BannedDialog
          onHome={() => void navigate(paths.home)}
          onSupport={() => void navigate(paths.support)}
        />
      </Deferred>
    </>
  );
}
