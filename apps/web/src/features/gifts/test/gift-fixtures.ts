import type { Gift } from '@portal/contracts';

/** A gift as the list answers it, for the gifts feature's tests. */
export const gift = (patch: Partial<Gift> = {}): Gift => ({
  giftKey: 'gift_a',
  appId: 1001,
  appName: 'Number Merge 2048',
  appIconUrl: '/games/1001/icon.svg',
  title: 'Starter pack',
  description: 'Three undo tokens and the golden tile theme.',
  remaining: 18,
  total: 20,
  rechargeRequirement: 0,
  state: 'claimable',
  endsAt: null,
  ...patch,
});

export const giftPage = (giftList: Gift[], patch: Record<string, unknown> = {}) => ({
  giftList,
  rechargeTotal: 0,
  page: 1,
  pageSize: 20,
  total: giftList.length,
  hasMore: false,
  ...patch,
});
