import type { AdminGame, AdminGameSummary } from '@portal/contracts';

/** Games as the console's API answers them, for the tests of these pages. */
export const summary = (patch: Partial<AdminGameSummary> = {}): AdminGameSummary => ({
  appId: 1003,
  appName: 'Star Hopper',
  iconUrl: 'http://games/artwork/star.png',
  status: 'online',
  hosting: 'hosted',
  playCount: 1234,
  categories: [{ category: 'hot', position: 2 }],
  createdAt: 1_700_000_000_000,
  ...patch,
});

export const game = (patch: Partial<AdminGame> = {}): AdminGame => ({
  ...summary(),
  briefIntro: 'Hop between stars.',
  description: 'A small space game.',
  howToPlay: ['Tap to jump'],
  developer: 'Playhaven',
  screenType: 1,
  appType: 2,
  tags: [
    { tagId: 1, tagName: 'Arcade' },
    { tagId: 2, tagName: 'Space' },
  ],
  bannerUrl: 'http://games/artwork/star-banner.png',
  screenshots: ['http://games/artwork/shot1.png'],
  appUrl: 'http://games/hosted/1003/v1/',
  releasedAt: 1_700_000_000_000,
  ...patch,
});

export const page = (gameList: AdminGameSummary[], patch: Record<string, unknown> = {}) => ({
  gameList,
  page: 1,
  pageSize: 20,
  total: gameList.length,
  hasMore: false,
  ...patch,
});

/** A file of the given name and size, without holding the bytes. */
export const fileOf = (name: string, type: string, size = 2048) => {
  const file = new File([new Uint8Array(1)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
