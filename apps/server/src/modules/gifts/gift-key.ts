/**
 * The handle the API gives a gift: its id in base 36 behind a prefix. It is not a secret (the
 * Gift Center lists every key); it keeps the id out of arithmetic, and anything that does not
 * parse is simply an unknown gift.
 */
const GIFT_KEY = /^gift_([0-9a-z]{1,7})$/;
const MAX_ID = 2_147_483_647;

export const giftKeyOf = (giftId: number): string => `gift_${giftId.toString(36)}`;

export function giftIdOf(key: string): number | undefined {
  const digits = GIFT_KEY.exec(key)?.[1];
  if (digits === undefined) return undefined;
  const id = Number.parseInt(digits, 36);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}
