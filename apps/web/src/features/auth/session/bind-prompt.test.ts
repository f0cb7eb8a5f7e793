import { GUEST_BIND_REMINDER_HIDE_MS, SESSION_COUNTER_RESET } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { bindPrompt } from './bind-prompt';

describe('the guest bind reminder', () => {
  it('is due on the first session and again after the counter resets', () => {
    const turns = Array.from({ length: SESSION_COUNTER_RESET + 1 }, () => bindPrompt.takeTurn());
    expect(turns).toEqual([true, false, false, false, false, false, true]);
  });

  it('stays hidden for 24 hours when asked to', () => {
    const now = 1_000_000;
    bindPrompt.hideForADay(now);
    expect(bindPrompt.takeTurn(now + GUEST_BIND_REMINDER_HIDE_MS - 1)).toBe(false);
    bindPrompt.resetCount();
    expect(bindPrompt.takeTurn(now + GUEST_BIND_REMINDER_HIDE_MS)).toBe(true);
  });

  it('starts counting again after a bind', () => {
    bindPrompt.takeTurn();
    bindPrompt.takeTurn();
    bindPrompt.resetCount();
    expect(bindPrompt.takeTurn()).toBe(true);
  });
});
