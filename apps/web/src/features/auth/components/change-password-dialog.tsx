import { lazy, Suspense } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useAccountDialogs } from '../account-dialogs-context';
import { FormSkeleton } from './form-skeleton';

const ChangePasswordForm = lazy(() => import('./change-password-form'));

/** The change-password popup of a bound player. */
export function ChangePasswordDialog() {
  const { dialog, closeDialog } = useAccountDialogs();
  const open = dialog === 'password';
  return (
    <Dialog open={open} onClose={closeDialog} title="Change password">
      {open && (
        <Suspense fallback={<FormSkeleton fields={3} />}>
          <ChangePasswordForm onDone={closeDialog} />
        </Suspense>
      )}
    </Dialog>
  );
}
