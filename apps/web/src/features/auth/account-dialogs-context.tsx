import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type AccountDialog = 'bind' | 'password' | 'logout';

interface AccountDialogsState {
  /** The account dialog on screen (one at a time). */
  dialog: AccountDialog | null;
  openDialog: (dialog: AccountDialog) => void;
  closeDialog: () => void;
  /** The verification-code help opens over the login box or the bind dialog. */
  codeHelp: boolean;
  setCodeHelp: (open: boolean) => void;
  /** The server's message for a banned account (4080), while its dialog shows. */
  banned: string | null;
  setBanned: (message: string | null) => void;
  /** The account-frozen notice (a game refused a frozen account). */
  frozen: boolean;
  setFrozen: (open: boolean) => void;
}

const AccountDialogsContext = createContext<AccountDialogsState | null>(null);

export function AccountDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const [codeHelp, setCodeHelp] = useState(false);
  const [banned, setBanned] = useState<string | null>(null);
  const [frozen, setFrozen] = useState(false);
  const value = useMemo(
    () => ({
      dialog,
      openDialog: setDialog,
      closeDialog: () => setDialog(null),
      codeHelp,
      setCodeHelp,
      banned,
      setBanned,
      frozen,
      setFrozen,
    }),
    [dialog, codeHelp, banned, frozen],
  );
  return <AccountDialogsContext.Provider value={value}>{children}</AccountDialogsContext.Provider>;
}

export function useAccountDialogs(): AccountDialogsState {
  const value = useContext(AccountDialogsContext);
  if (!value) throw new Error('useAccountDialogs needs an AccountDialogsProvider');
  return value;
}
