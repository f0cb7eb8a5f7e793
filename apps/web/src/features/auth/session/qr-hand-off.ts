import { appIdSchema, ArrivalFlag, Code, messageFor, type User } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../forms/error-texts';
import { qrPeek } from '../api/qr-peek';
import { qrSignIn } from '../api/qr-sign-in';
import type { SessionStore } from './session-store';

/** A play-on-mobile link opened on a phone: `?qr=<token>&appId=<game>`. */
export interface QrLink {
  token: string;
  appId: number;
}

export function qrLinkOf(search: string): QrLink | null {
  const params = new URLSearchParams(search);
  const token = params.get(ArrivalFlag.qr)?.trim() ?? '';
  const appId = appIdSchema.safeParse(params.get('appId'));
  return token && appId.success ? { token, appId: appId.data } : null;
}

/** The address without the link's token: a used token in the history helps nobody. */
export function withoutQrToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ArrivalFlag.qr);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

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
