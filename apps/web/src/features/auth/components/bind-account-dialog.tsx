import { lazy, Suspense } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useAccountDialogs } from '../account-dialogs-context';
import { FormSkeleton } from './form-skeleton';

const BindAccountBody = lazy(() => import('./bind-account-body'));

/** The bind-account popup of a guest. */
export function BindAccountDialog() {
  const { dialog, closeDialog } = useAccountDialogs();
  const open = dialog === 'bind';
  return (
    <Dialog open={open} onClose={closeDialog} title="Bind account">
      {open && (
        <Suspense fallback={<FormSkeleton fields={3} />}>
          <BindAccountBody onDone={closeDialog} />
        </Suspense>
      )}
    </Dialog>
  );
}
