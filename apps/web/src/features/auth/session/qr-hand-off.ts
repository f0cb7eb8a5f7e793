import { Code, messageFor, type User } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../forms/error-texts';
import { qrPeek } from '../api/qr-peek';
import { qrSignIn } from '../api/qr-sign-in';
import type { QrLink } from './qr-link';
import type { SessionStore } from './session-store';

/** What the phone is asked: continue as the link's player, or why the link cannot. */
export type QrHandOff =
  | { kind: 'offer'; link: QrLink; nickname: string; iconUrl: string; current: User | null }
  | { kind: 'invalid'; link: QrLink; message: string; current: User | null };

const invalid = (link: QrLink, error: unknown, current: User | null): QrHandOff => ({
  kind: 'invalid',
  link,
  message:
    error instanceof ApiError && error.code === Code.INVALID_QRCODE
      ? messageFor(Code.INVALID_QRCODE)
      : errorText(error),
  current,
});

/** Looks at the link without using it, after the phone's own session has settled. */
export async function qrHandOffOf(store: SessionStore, link: QrLink): Promise<QrHandOff> {
  const current = store.get().user;
  try {
    const { nickname, iconUrl } = await qrPeek(link.token);
    return { kind: 'offer', link, nickname, iconUrl, current };
  } catch (error) {
    return invalid(link, error, current);
  }
}

/**
 * Continue: the link is used and its player's session becomes this browser's. Answers the game
 * to open, or, when the link was used or ran out meanwhile, what to say instead.
 */
export async function continueWithQr(
  store: SessionStore,
  offer: Extract<QrHandOff, { kind: 'offer' }>,
): Promise<{ appId: number } | QrHandOff> {
  try {
    const { appId, ...session } = await qrSignIn(offer.link.token);
    store.login(session);
    return { appId };
  } catch (error) {
    return invalid(offer.link, error, offer.current);
  }
}
