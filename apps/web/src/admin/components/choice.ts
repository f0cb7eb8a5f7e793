/** A value of a select or the address when it is one of `known`, else undefined ("All"). */
export const oneOf = <T extends string>(known: readonly T[], value: string | null): T | undefined =>
  known.find((item) => item === value);

/** The page a list's address asks for: 1 when missing or not a positive number. */
export const pageOf = (params: URLSearchParams): number =>
  Math.max(1, Number(params.get('page')) || 1);
