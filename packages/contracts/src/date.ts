const pad = (n: number) => String(n).padStart(2, '0');

/** The date helper of spec section 3: YYYY-MM-DD, or YYYY-MM-DD HH:mm with time; '' for null. */
export function formatDate(
  timestamp: number | null | undefined,
  withTime = false,
  timeZone?: 'UTC',
): string {
  if (timestamp === null || timestamp === undefined || !Number.isFinite(timestamp)) return '';
  const d = new Date(timestamp);
  const utc = timeZone === 'UTC';
  const date = `${utc ? d.getUTCFullYear() : d.getFullYear()}-${pad((utc ? d.getUTCMonth() : d.getMonth()) + 1)}-${pad(utc ? d.getUTCDate() : d.getDate())}`;
  if (!withTime) return date;
  return `${date} ${pad(utc ? d.getUTCHours() : d.getHours())}:${pad(utc ? d.getUTCMinutes() : d.getMinutes())}`;
}
