/** Game search: trimmed, single quotes removed; null means "hide the results". */
export function normaliseGameSearch(input: string): string | null {
  const value = input.replace(/'/g, '').trim();
  return value === '' ? null : value;
}
