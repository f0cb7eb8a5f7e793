import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';

describe('logging', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('stays silent on an ordinary device', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('clientConfig', JSON.stringify({ isTestDevice: false }));
    logger.warn('x');
    window.localStorage.setItem('clientConfig', '{broken');
    logger.warn('y');
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs on a test device', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('clientConfig', JSON.stringify({ isTestDevice: true }));
    logger.warn('hello', 4011);
    expect(warn).toHaveBeenCalledWith('hello', 4011);
  });
});
