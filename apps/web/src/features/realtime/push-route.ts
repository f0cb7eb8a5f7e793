import { PushType, type PushItem } from '@portal/contracts';

/** What the site does with one push (spec section 4, push handling). */
export type PushAction =
  | { kind: 'ignore' }
  | { kind: 'red-dot'; location: number }
  | { kind: 'game-red-dot'; location: number; area: string }
  | { kind: 'qr-expired'; appId: number | null }
  | { kind: 'qr-used'; appId: number | null };

export function routePush(item: PushItem): PushAction {
  if (item.pushType === PushType.QR_CODE) return { kind: 'qr-expired', appId: item.appId ?? null };
  if (item.pushType === PushType.QR_CODE_USED)
    return { kind: 'qr-used', appId: item.appId ?? null };
  if (item.pushType !== PushType.RED_DOT || item.redDotLocation === undefined) {
    return { kind: 'ignore' };
  }
  return item.area
    ? { kind: 'game-red-dot', location: item.redDotLocation, area: item.area }
    : { kind: 'red-dot', location: item.redDotLocation };
}
