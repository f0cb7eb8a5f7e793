import { EMAIL_PATTERN, MOBILE_PATTERN } from '@portal/contracts';

/**
 * Accounts are stored under a normal form, so that one address is one account: e-mail
 * lower-cased, mobile as the digits of dial code plus number (a leading + or spaces dropped).
 * Each returns undefined when the value is not an address of that kind.
 */
export function normaliseEmail(value: string): string | undefined {
  const email = value.trim().toLowerCase();
  return EMAIL_PATTERN.test(email) ? email : undefined;
}

export function normaliseMobile(value: string): string | undefined {
  const mobile = value.replace(/[\s+-]/g, '');
  return MOBILE_PATTERN.test(mobile) ? mobile : undefined;
}
