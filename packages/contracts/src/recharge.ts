/**
 * Recharges (spec section 3, "Gift": a cumulative recharge amount) are counted in whole US
 * dollars: a gift's `rechargeRequirement` and a player's `rechargeTotal` are dollars, and every
 * screen names the currency with the amount.
 */
export const RECHARGE_CURRENCY = 'USD';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: RECHARGE_CURRENCY,
  maximumFractionDigits: 0,
});

/** An amount of recharge as a player reads it: 100 is "$100", 12500 is "$12,500". */
export const formatRecharge = (amount: number): string => dollars.format(amount);
