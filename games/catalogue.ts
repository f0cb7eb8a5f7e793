import type { GameCategoryValue, ScreenTypeValue } from '@portal/contracts';

/**
 * The built-in games of the demo catalogue. The server seeds its database from this list and the
 * games build serves each entry from `/<slug>/` on the games origin, with its artwork under
 * `/<slug>/art/`.
 */
export interface CatalogueGame {
  appId: number;
  slug: string;
  name: string;
  briefIntro: string;
  description: string;
  howToPlay: string[];
  tags: string[];
  screenType: ScreenTypeValue;
  categories: GameCategoryValue[];
  developer: string;
  releasedAt: string;
  /** Plays counted before launch, so popularity has an order on a fresh install. */
  seedPlays: number;
}

export const SCREENSHOT_COUNT = 2;

/**
 * A built-in game's artwork as the portal shows it: WebP drawn from the SVG sources beside it
 * (scripts/art-images.mjs), which a browser decodes off the page's main thread.
 */
export const artPaths = (slug: string) => ({
  icon: `/${slug}/art/icon.webp`,
  banner: `/${slug}/art/banner.webp`,
  /** The banner as a JPEG for share cards. */
  share: `/${slug}/art/share.jpg`,
  screenshots: Array.from(
    { length: SCREENSHOT_COUNT },
    (_, i) => `/${slug}/art/shot-${i + 1}.webp`,
  ),
});

export const gamePath = (slug: string) => `/${slug}/`;

/**
 * The image a share card shows for a banner: a built-in game's banner (WebP, or the SVG an older
 * catalogue named) has a JPEG beside it, since other sites' previews show neither; any other
 * banner (a publisher's upload) is used as it is.
 */
export const shareImageOf = (bannerUrl: string) =>
  bannerUrl.replace(/\/art\/banner\.(svg|webp)$/, '/art/share.jpg');

export const catalogue: CatalogueGame[] = [
  {
    appId: 1001,
    slug: 'merge-2048',
    name: 'Number Merge 2048',
    briefIntro: 'Slide the tiles, merge equal numbers and reach 2048.',
    description:
      'A calm number puzzle. Every move slides all tiles one way; two tiles with the same number merge into their sum. Plan your corners, keep the big tiles together and see how far past 2048 you can go.',
    howToPlay: [
      'Arrow keys or WASD slide the tiles.',
      'Equal tiles merge when they touch.',
      'The game ends when no move is left.',
    ],
    tags: ['Puzzle', 'Casual', 'Numbers'],
    screenType: 2,
    categories: ['hot', 'popularity'],
    developer: 'Playhaven Studio',
    releasedAt: '2026-03-02',
    seedPlays: 48210,
  },
  {
    appId: 1002,
    slug: 'neon-snake',
    name: 'Neon Snake',
    briefIntro: 'The classic snake, glowing: eat, grow, and never bite your tail.',
    description:
      'Guide a neon snake around the grid, eat the glowing fruit and grow longer with every bite. The snake speeds up as you score; one touch of a wall or your own tail ends the run.',
    howToPlay: ['Arrow keys or WASD steer.', 'Space pauses.', 'Each fruit adds length and speed.'],
    tags: ['Arcade', 'Classic', 'Casual'],
    screenType: 1,
    categories: ['hot', 'new', 'popularity'],
    developer: 'Playhaven Studio',
    releasedAt: '2026-09-14',
    seedPlays: 39120,
  },
  {
    appId: 1003,
    slug: 'mine-sweep',
    name: 'Mine Sweep',
    briefIntro: 'Clear the field without touching a mine, one number at a time.',
    description:
      'Every number tells how many mines touch that square. Reveal the safe squares, flag the mines and clear the board in record time. Three sizes from a quick break to an expert sweep.',
    howToPlay: [
      'Click to reveal a square.',
      'Right-click to place or remove a flag.',
      'Reveal every safe square to win.',
    ],
    tags: ['Puzzle', 'Logic', 'Classic'],
    screenType: 1,
    categories: ['popularity', 'others'],
    developer: 'Playhaven Studio',
    releasedAt: '2026-01-20',
    seedPlays: 27450,
  },
  {
    appId: 1004,
    slug: 'memory-match',
    name: 'Memory Match',
    briefIntro: 'Flip the cards and find every pair in as few moves as you can.',
    description:
      'A bright card game for every age. Turn two cards at a time; matching pairs stay face up. Finish the board with the fewest moves and the best time.',
    howToPlay: [
      'Click a card to flip it.',
      'Find two equal cards to keep them.',
      'Clear the board to win.',
    ],
    tags: ['Cards', 'Casual', 'Kids'],
    screenType: 1,
    categories: ['new', 'popularity', 'others'],
    developer: 'Playhaven Studio',
    releasedAt: '2026-10-05',
    seedPlays: 15880,
  },
  {
    appId: 1005,
    slug: 'brick-breaker',
    name: 'Brick Breaker',
    briefIntro: 'Bounce the ball, smash every brick, and keep the paddle moving.',
    description:
      'Steer the paddle to keep the ball in play and break walls of coloured bricks. Each level builds a new wall; tougher bricks take more hits.',
    howToPlay: [
      'Move the mouse or use the arrow keys to steer.',
      'Click or press Space to launch.',
      'Break all bricks to clear the level.',
    ],
    tags: ['Arcade', 'Action', 'Classic'],
    screenType: 1,
    categories: ['hot', 'popularity'],
    developer: 'Playhaven Studio',
    releasedAt: '2026-05-11',
    seedPlays: 33010,
  },
  {
    appId: 1006,
    slug: 'block-drop',
    name: 'Block Drop',
    briefIntro: 'Turn and drop the falling blocks to clear full lines.',
    description:
      'Falling-block puzzle action: rotate the pieces as they drop, fill complete lines to clear them and score big by clearing several at once. The pace rises with every level.',
    howToPlay: [
      'Left and right move, Up rotates.',
      'Down drops faster, Space drops at once.',
      'Fill a row to clear it.',
    ],
    tags: ['Puzzle', 'Arcade', 'Classic'],
    screenType: 2,
    categories: ['hot', 'new', 'popularity'],
    developer: 'Playhaven Studio',
    releasedAt: '2026-08-22',
    seedPlays: 41230,
  },
  {
    appId: 1007,
    slug: 'sudoku-zen',
    name: 'Sudoku Zen',
    briefIntro: 'Fill the grid so every row, column and box holds 1 to 9.',
    description:
      'Fresh sudoku puzzles at three levels. Place the digits 1 to 9 so that no row, column or 3x3 box repeats one. Pencil notes and mistake hints help you keep calm.',
    howToPlay: [
      'Click a cell, then type 1 to 9.',
      'Arrow keys move between cells.',
      'Backspace clears a cell.',
    ],
    tags: ['Puzzle', 'Logic', 'Brain'],
    screenType: 1,
    categories: ['popularity', 'others'],
    developer: 'Playhaven Studio',
    releasedAt: '2026-02-14',
    seedPlays: 12760,
  },
  {
    appId: 1008,
    slug: 'dragon-dash',
    name: 'Dragon Dash',
    briefIntro: 'A little dragon runs through the hills: jump the rocks, grab the gems.',
    description:
      'An endless runner with a small dragon who never stops. Jump over rocks, glide over gaps and collect gems; the run gets faster the farther you go.',
    howToPlay: [
      'Space, Up or a click jumps.',
      'Hold to jump higher.',
      'Collect gems, avoid rocks.',
    ],
    tags: ['Action', 'Runner', 'Arcade'],
    screenType: 3,
    categories: ['new', 'hot', 'popularity'],
    developer: 'Playhaven Studio',
    releasedAt: '2026-11-01',
    seedPlays: 22340,
  },
];
