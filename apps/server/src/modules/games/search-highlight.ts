import type { SearchHighlight } from '@portal/contracts';
import type { WordMatches } from './search-query.js';

/**
 * The parts of a game's name a query matched, in order and not overlapping: the start of each
 * name word that starts with a query word (all of it when whole), and each name word a query
 * word's typo stands for. Positions count UTF-16 units of the name as stored.
 */
export function highlightName(
  name: string,
  words: string[],
  matches: WordMatches[],
): SearchHighlight[] {
  const ranges: SearchHighlight[] = [];
  for (const token of name.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = token.index;
    const text = token[0];
    const lower = text.normalize('NFKC').toLowerCase();
    let length = 0;
    words.forEach((word, k) => {
      if (lower.startsWith(word)) length = Math.max(length, Math.min(word.length, text.length));
      else if (matches[k]?.name.typos.includes(lower)) length = text.length;
    });
    if (length > 0) ranges.push({ start, end: start + length });
  }
  return ranges;
}
