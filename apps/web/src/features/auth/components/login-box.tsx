import { lazy, Suspense } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useLoginBox } from '../login-box-context';
import { FormSkeleton } from './form-skeleton';

/** The forms load with the first opening, keeping them out of every page's first download. */
const LoginBoxBody = lazy(() => import('./login-box-body'));

/** The login box of spec section 2: a popup with the Login and Sign up tabs; on a phone a sheet. */
export function LoginBox() {
  const { isOpen, closable, close } = useLoginBox();
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      title="Log in or sign up"
      closable={closable}
      variant="sheet"
    >
      {/* Mounted only while open, so every opening starts on mobile login with empty fields. */}
      {isOpen && (
        <Suspense fallback={<FormSkeleton fields={2} />}>
          <LoginBoxBody />
        </Suspense>
      )}
    </Dialog>
  );
}
