import { describe, expect, it } from 'vitest';
import { pauseMessage, shouldPause } from './pause-rule';

describe('when a game pauses', () => {
  it('pauses while the tab is hidden or a dialog covers the game', () => {
    expect(shouldPause({ hidden: false, covered: false })).toBe(false);
    expect(shouldPause({ hidden: true, covered: false })).toBe(true);
    expect(shouldPause({ hidden: false, covered: true })).toBe(true);
  });

  it('sends pause and resume only on a change', () => {
    expect(pauseMessage(false, { hidden: false, covered: true })).toBe('pause');
    expect(pauseMessage(true, { hidden: true, covered: true })).toBeNull();
    // Closing the dialog while the tab is hidden keeps the game paused.
    expect(pauseMessage(true, { hidden: true, covered: false })).toBeNull();
    expect(pauseMessage(true, { hidden: false, covered: false })).toBe('resume');
    expect(pauseMessage(false, { hidden: false, covered: false })).toBeNull();
  });
});
