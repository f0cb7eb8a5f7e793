import type { User } from '@portal/contracts';
import { getProfileOf } from '../api/get-profile';
import { relogin } from '../api/relogin';
import type { LinkSession } from './init-session';
import { runningApp } from './running-app';
import type { SessionStore } from './session-store';

/** What the hand-over dialog asks about: the link's account, and who is signed in now. */
export interface HandOverOffer {
  link: LinkSession;
  linkUser: User;
  current: User | null;
}

/**
 * The account a link's tokens open, read without adopting them (the profile answers for the
 * tokens sent; no cookie is set). Null when the tokens open nothing: an expired or forged link
 * is dropped without a word.
 */
export async function linkAccount(link: LinkSession): Promise<User | null> {
  try {
    return await getProfileOf(link);
  } catch {
    return null;
  }
}

/**
 * Whether to ask about a link at all: a link to the account already signed in changes nothing.
 * Everyone else is asked, a visitor with no session too: adopting silently would let any page
 * sign its visitors into an account of its choosing, whose data they would then fill.
 */
export async function handOverOffer(
  store: SessionStore,
  link: LinkSession,
): Promise<HandOverOffer | null> {
  const linkUser = await linkAccount(link);
  if (!linkUser) return null;
  const current = store.get().user;
  if (current?.userId === linkUser.userId) return null;
  return { link, linkUser, current };
}

/** Continue as the link's account: its tokens become this browser's session (h5/v4). */
export async function adoptLink(store: SessionStore, link: LinkSession): Promise<void> {
  const session = await relogin({ ...link, extra: runningApp() });
  store.login(session);
}
