import type { Check } from '@portal/contracts';

/**
 * A react-hook-form rule from a check of the contracts (the functions the contracts' zod schemas
 * are built from), so a form field and the server payload fail with the same text.
 */
export const rule = (check: Check) => ({
  validate: (value: string) => check(value) ?? true,
});

/** Validation runs on blur (spec section 5), and again on blur after a failed submit. */
export const BLUR = { mode: 'onBlur', reValidateMode: 'onBlur' } as const;
