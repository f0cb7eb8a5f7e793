import {
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  normaliseMobile as mobileNormalForm,
} from '@portal/contracts';

/**
 * Accounts are stored under a normal form, so that one address is one account: e-mail
 * lower-cased, mobile in the normal form of `normaliseMobile` in the contracts.
 * Each returns undefined when the value is not an address of that kind.
 */
export function normaliseEmail(value: string): string | undefined {
  const email = value.trim().toLowerCase();
  return EMAIL_PATTERN.test(email) ? email : undefined;
}

export function normaliseMobile(value: string): string | undefined {
  const mobile = mobileNormalForm(value);
  return MOBILE_PATTERN.test(mobile) ? mobile : undefined;
}
