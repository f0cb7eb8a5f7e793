import { Code } from '@portal/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { reloadPage } from '../../../lib/reload';
import { useAccountDialogs } from '../account-dialogs-context';
import { useLogout } from '../api/logout';
import { errorText } from '../forms/error-texts';
import { sessionStore } from '../session/session-store';
import dialogs from './dialogs.module.css';

/** A session the server no longer knows is as good as logged out. */
const ALREADY_OUT: ReadonlySet<number> = new Set([Code.UNAUTHORIZED, Code.TOKEN_INVALID]);

/** Logout asks first; on the server's 200 the login is cleared and the page reloads. */
export function LogoutDialog() {
  const { dialog, closeDialog } = useAccountDialogs();
  const logout = useLogout();
  const toast = useToast();
  const confirm = async () => {
    try {
      await logout.mutateAsync();
    } catch (error) {
      if (!(error instanceof ApiError && ALREADY_OUT.has(error.code))) {
        toast(errorText(error), 'error');
        return;
      }
    }
    sessionStore.clear();
    reloadPage();
  };
  return (
    <Dialog open={dialog === 'logout'} onClose={closeDialog} title="Log out">
      <div className={dialogs.body}>
        <div className={dialogs.head}>
          <h2 className={dialogs.title}>Log out?</h2>
          <p className={dialogs.text}>
            You can log back in any time to pick up where you left off.
          </p>
        </div>
        <div className={dialogs.actions}>
          <button type="button" className="btn" onClick={closeDialog}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={logout.isPending}
            onClick={() => void confirm()}
          >
            {logout.isPending ? 'Logging out…' : 'Log out'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
