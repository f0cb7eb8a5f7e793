import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface LoginBoxState {
  isOpen: boolean;
  closable: boolean;
  open: (options?: { closable?: boolean }) => void;
  close: () => void;
}

const LoginBoxContext = createContext<LoginBoxState | null>(null);

/** One login box for the whole site; any control may open it. */
export function LoginBoxProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [closable, setClosable] = useState(true);
  const open = useCallback((options?: { closable?: boolean }) => {
    setClosable(options?.closable ?? true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, closable, open, close }), [isOpen, closable, open, close]);
  return <LoginBoxContext.Provider value={value}>{children}</LoginBoxContext.Provider>;
}

export function useLoginBox(): LoginBoxState {
  const value = useContext(LoginBoxContext);
  if (!value) throw new Error('useLoginBox needs a LoginBoxProvider');
  return value;
}
