import type { ReactNode } from 'react';
import { AccountDialogsProvider } from './account-dialogs-context';
import { LoginBoxProvider } from './login-box-context';

/** The login box and the account dialogs, reachable from any page and from the header. */
export function AuthProvider({ children }: { children: ReactNode }) {
  return (
    <LoginBoxProvider>
      <AccountDialogsProvider>{children}</AccountDialogsProvider>
    </LoginBoxProvider>
  );
}
