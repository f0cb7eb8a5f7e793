/**
 * Recharges (spec section 3, "Gift": a cumulative recharge amount) are counted in whole US
 * dollars: a gift's `rechargeRequirement` and a player's `rechargeTotal` are dollars, and every
 * screen names the currency with the amount.
 */
export const RECHARGE_CURRENCY = 'USD';

/**
 * An amount of recharge as a player reads it: 100 is "$100", 12500 is "$12,500". Written out by
 * hand, as en-US currency without cents would: the first use of `Intl` loads the browser's locale
 * data, a long task on a phone for a page (a game's gifts) that has no other use for it.
 */
export const formatRecharge = (amount: number): string => {
  const whole = Math.round(Math.abs(amount));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 && whole > 0 ? '-' : ''}$${grouped}`;
};
