import { appIdOf, ArrivalFlag } from '@portal/contracts';

/** A play-on-mobile link opened on a phone: `?qr=<token>&appId=<game>`. */
export interface QrLink {
  token: string;
  appId: number;
}

export function qrLinkOf(search: string): QrLink | null {
  const params = new URLSearchParams(search);
  const token = params.get(ArrivalFlag.qr)?.trim() ?? '';
  const appId = appIdOf(params.get('appId'));
  return token && appId !== null ? { token, appId } : null;
}

/** The address without the link's token: a used token in the history helps nobody. */
export function withoutQrToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ArrivalFlag.qr);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
