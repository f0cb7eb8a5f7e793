import { CHANNEL_PARAMS, LocalKey } from '@portal/contracts';
import { storage } from '../../lib/storage';

export type Channel = Partial<Record<(typeof CHANNEL_PARAMS)[number], string>>;

/** The visit's query values, as the entry saved them from share links (later visits win). */
export function savedQuery(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.get(LocalKey.shareQuery) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** The channel parameters among saved query values; empty when the visit came from no channel. */
export function channelOf(query: Record<string, string>): Channel {
  const channel: Channel = {};
  for (const key of CHANNEL_PARAMS) {
    const value = query[key]?.trim();
    if (value) channel[key] = value.slice(0, 64);
  }
  return channel;
}
