import { PageId } from '@portal/contracts';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { trackPageView } from '../tracking/site-tracker';

export interface OpenOptions {
  /** False when closing would strand the player (a game from outside needed a login). */
  closable?: boolean;
}

/** Why an open() promise rejected: the box was closed, or a sign-in way failed. */
export class LoginNotCompleted extends Error {
  constructor(readonly reason: 'closed' | 'failed') {
    super(reason === 'closed' ? 'Login box closed' : 'Login Failed');
    this.name = 'LoginNotCompleted';
  }
}

interface LoginBoxState {
  isOpen: boolean;
  closable: boolean;
  /** Resolves once the player has logged in; rejects when the box closes or a way fails. */
  open: (options?: OpenOptions) => Promise<void>;
  close: () => void;
  succeed: () => void;
  fail: () => void;
  /** True the first time only: opening the sign-up tab is tracked once per page load. */
  takeSignUpTracking: () => boolean;
}

interface Pending {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: LoginNotCompleted) => void;
}

function pending(): Pending {
  let resolve: () => void = () => undefined;
  let reject: (error: LoginNotCompleted) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Most callers only want the box shown; a rejection nobody awaits is not an error.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

function settle(waiting: RefObject<Pending | null>, outcome: 'resolve' | LoginNotCompleted) {
  const current = waiting.current;
  waiting.current = null;
  if (!current) return;
  if (outcome === 'resolve') current.resolve();
  else current.reject(outcome);
}

const LoginBoxContext = createContext<LoginBoxState | null>(null);

/** One login box for the whole site; any control may open it and wait for the outcome. */
export function LoginBoxProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [closable, setClosable] = useState(true);
  const waiting = useRef<Pending | null>(null);
  const openRef = useRef(false);
  const signUpTracked = useRef(false);

  const open = useCallback((options?: OpenOptions) => {
    setClosable(options?.closable ?? true);
    if (!openRef.current) trackPageView(PageId.SIGN_IN);
    openRef.current = true;
    setOpen(true);
    waiting.current ??= pending();
    return waiting.current.promise;
  }, []);
  const hide = useCallback((outcome: 'resolve' | LoginNotCompleted) => {
    openRef.current = false;
    setOpen(false);
    settle(waiting, outcome);
  }, []);
  const close = useCallback(() => hide(new LoginNotCompleted('closed')), [hide]);
  const succeed = useCallback(() => hide('resolve'), [hide]);
  const fail = useCallback(() => settle(waiting, new LoginNotCompleted('failed')), []);
  const takeSignUpTracking = useCallback(() => {
    if (signUpTracked.current) return false;
    signUpTracked.current = true;
    return true;
  }, []);

  const value = useMemo(
    () => ({ isOpen, closable, open, close, succeed, fail, takeSignUpTracking }),
    [isOpen, closable, open, close, succeed, fail, takeSignUpTracking],
  );
  return <LoginBoxContext.Provider value={value}>{children}</LoginBoxContext.Provider>;
}

export function useLoginBox(): LoginBoxState {
  const value = useContext(LoginBoxContext);
  if (!value) throw new Error('useLoginBox needs a LoginBoxProvider');
  return value;
}
