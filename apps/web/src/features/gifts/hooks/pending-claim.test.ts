import { afterEach, describe, expect, it } from 'vitest';
import { pendingClaim } from './pending-claim';

const claim = { giftKey: 'g-1', title: 'Starter pack', appId: 1001, appName: 'Number Merge 2048' };

afterEach(() => window.sessionStorage.clear());

describe('pendingClaim', () => {
  it('gives back the saved claim once', () => {
    pendingClaim.save(claim);
    expect(pendingClaim.take()).toEqual(claim);
    expect(pendingClaim.take()).toBeNull();
  });

  it('gives nothing for a stored value that is not a whole claim', () => {
    for (const stored of [
      'not json',
      'null',
      '42',
      JSON.stringify({ ...claim, appId: '1001' }),
      JSON.stringify({ giftKey: 'g-1', title: 'Starter pack', appId: 1001 }),
    ]) {
      window.sessionStorage.setItem('pendingGiftClaim', stored);
      expect(pendingClaim.take()).toBeNull();
    }
  });

  it('keeps only the claim fields', () => {
    window.sessionStorage.setItem('pendingGiftClaim', JSON.stringify({ ...claim, extra: 'x' }));
    expect(pendingClaim.take()).toEqual(claim);
  });
});
