/**
 * The names in a Cookie header, each as often as it was sent. Parsers keep one value per name (the
 * first), so only the raw header shows that a browser sent two cookies of one name: one of them
 * set by someone else, at a longer path or for a parent domain.
 */
export function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  const names: string[] = [];
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    const name = (equals === -1 ? pair : pair.slice(0, equals)).trim();
    if (name !== '') names.push(name);
  }
  return names;
}

/** The names of `watched` that the header carries more than once. */
export function repeatedCookies(
  header: string | undefined,
  watched: ReadonlySet<string>,
): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of cookieNames(header)) {
    if (!watched.has(name)) continue;
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return [...repeated];
}

/**
 * Where a cookie sent with a request to `path` may have been set: every path that path-matches it
 * (RFC 6265 5.1.4), with and without the trailing slash, from the shortest.
 */
export function cookiePathsCovering(path: string): string[] {
  const segments = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  const paths = ['/'];
  let prefix = '';
  for (const segment of segments) {
    prefix += `/${segment}`;
    paths.push(prefix, `${prefix}/`);
  }
  return paths;
}

/**
 * The domains a cookie sent to `hostname` may have been set for with a Domain attribute: the host
 * and each parent of two labels or more. An address or a one-label name has none.
 */
export function cookieDomainsCovering(hostname: string): string[] {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}
