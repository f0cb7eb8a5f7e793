import { LocalKey, PRIVACY_AGREED, userOf, type User } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { storage } from '../../../lib/storage';

/** The logged-in state of spec section 3: isLogin, privacyUrl and the user object. */
export interface SessionState {
  /** False until start-up init has settled, so the header does not flash a Log in button. */
  ready: boolean;
  isLogin: boolean;
  user: User | null;
  /** Bumped by every login and logout: an answer that was asked for under an older stamp is stale. */
  stamp: number;
  /** A login on this page is about to reload it: per-load reminders wait for the new load. */
  reloading: boolean;
}

type Listener = () => void;

/** Before start-up has settled; also the session of a page drawn on the server. */
const UNSETTLED: SessionState = {
  ready: false,
  isLogin: false,
  user: null,
  stamp: 0,
  reloading: false,
};

/** The id in the saved user (`userInfo`), if one is saved. */
function storedUserId(): number | null {
  try {
    const saved: unknown = JSON.parse(storage.get(LocalKey.userInfo) ?? 'null');
    return typeof saved === 'object' &&
      saved !== null &&
      'userId' in saved &&
      typeof saved.userId === 'number'
      ? saved.userId
      : null;
  } catch {
    return null;
  }
}

/**
 * The session lives in memory and, without its tokens, in local storage (`userInfo`): the
 * tokens travel only as HttpOnly cookies, so the stored user says who to relogin as, not how.
 */
export function createSessionStore() {
  let state: SessionState = UNSETTLED;
  const listeners = new Set<Listener>();
  const set = (next: Partial<SessionState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  const save = (user: User) => storage.set(LocalKey.userInfo, JSON.stringify(user));
  /** Other tabs follow a login or logout through the storage event on this key. */
  const announce = () => storage.set(LocalKey.changeLoginStatus, String(Date.now()));

  /** The same player with fresher details (after a bind, a profile read or agreeing). */
  const updateUser = (patch: Partial<User>) => {
    if (!state.user) return;
    const user = userOf({ ...state.user, ...patch });
    save(user);
    set({ user });
  };

  return {
    get: () => state,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /**
     * Whether the last login of this browser left a player to relog. The saved user only says
     * that someone was logged in: the relogin answers who, from the cookies.
     */
    hasStoredUser(): boolean {
      return storedUserId() !== null;
    },
    /**
     * The id of the player this browser last logged in: who owns saves made while offline, when
     * the relogin could not reach the server.
     */
    storedUserId,
    /** A new login (tokens, if given, are dropped: `userOf` keeps only the user's fields). */
    login(session: User, options: { announce?: boolean } = {}) {
      const user = userOf(session);
      save(user);
      if (options.announce !== false) announce();
      set({ ready: true, isLogin: true, user, stamp: state.stamp + 1 });
    },
    updateUser,
    agreePrivacy: () => updateUser({ privacyUrl: PRIVACY_AGREED }),
    clear(options: { announce?: boolean } = {}) {
      storage.remove(LocalKey.userInfo);
      if (options.announce !== false && state.isLogin) announce();
      set({ ready: true, isLogin: false, user: null, stamp: state.stamp + 1 });
    },
    markReloading: () => set({ reloading: true }),
    /** Start-up ended without a session but kept the stored user for the next visit. */
    settle() {
      set({ ready: true });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore = createSessionStore();

export const useSession = (): SessionState =>
  useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => UNSETTLED);

/** A guest (userFlag false) may bind an account; a bound player may change the password. */
export const isGuest = (user: User | null): boolean => user !== null && !user.userFlag;

/**
 * A player without an e-mail or mobile (a guest, or a player of Google or Facebook) may bind one
 * with a password; a player with one may change the password.
 */
export const canBindAddress = (user: User | null): boolean =>
  user !== null && !user.email && !user.mobile;
