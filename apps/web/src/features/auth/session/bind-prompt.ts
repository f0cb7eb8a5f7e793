import { GUEST_BIND_REMINDER_HIDE_MS, SESSION_COUNTER_RESET } from '@portal/contracts';
import { storage } from '../../../lib/storage';

const COUNT_KEY = 'bindPromptCount';
const HIDDEN_UNTIL_KEY = 'bindPromptHiddenUntil';

const readNumber = (key: string) => {
  const value = Number(storage.get(key));
  return Number.isFinite(value) ? value : 0;
};

/**
 * The guest bind reminder's memory: a count of guest sessions that starts again after
 * SESSION_COUNTER_RESET, so the reminder comes back every sixth session; and a time before
 * which the player asked not to see it.
 */
let thisPageLoad: boolean | null = null;

export const bindPrompt = {
  /** Counts this session in; true when the reminder is due now. */
  takeTurn(now: number = Date.now()): boolean {
    const count = readNumber(COUNT_KEY);
    storage.set(COUNT_KEY, String((count + 1) % SESSION_COUNTER_RESET));
    return count === 0 && now >= readNumber(HIDDEN_UNTIL_KEY);
  },
  /** The turn of this page load, taken the first time it is asked for. */
  dueThisPageLoad(): boolean {
    thisPageLoad ??= bindPrompt.takeTurn();
    return thisPageLoad;
  },
  hideForADay(now: number = Date.now()): void {
    storage.set(HIDDEN_UNTIL_KEY, String(now + GUEST_BIND_REMINDER_HIDE_MS));
  },
  /** After a successful bind the count starts again. */
  resetCount(): void {
    storage.set(COUNT_KEY, '0');
  },
};
