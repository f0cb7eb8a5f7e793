/** Demo news and banners shipped with the catalogue; dates are days before the first start. */
export interface SeedNews {
  channel: 'portal' | 'fbc';
  category: 'news' | 'event';
  slug: string | null;
  title: string;
  summary: string;
  html: string;
  daysAgo: number;
}

export interface SeedSlide {
  slug: string;
  title: string;
  subtitle: string;
}

export const seedSlides: SeedSlide[] = [
  {
    slug: 'dragon-dash',
    title: 'Dragon Dash',
    subtitle: 'Run, jump and glide through the hills. New this month!',
  },
  {
    slug: 'block-drop',
    title: 'Block Drop',
    subtitle: 'Clear four lines at once for a Drop Quad.',
  },
  {
    slug: 'neon-snake',
    title: 'Neon Snake',
    subtitle: 'The classic, glowing. How long can you grow?',
  },
  {
    slug: 'merge-2048',
    title: 'Number Merge 2048',
    subtitle: 'One more move… the puzzle everyone is playing.',
  },
];

export const seedNews: SeedNews[] = [
  {
    channel: 'portal',
    category: 'news',
    slug: 'dragon-dash',
    title: 'Dragon Dash is out now',
    summary:
      'Our little dragon has left the nest. Jump the rocks, grab the gems and chase a new best run.',
    html: `<p>Our newest game is live! In <strong>Dragon Dash</strong> a small dragon runs through endless hills while you time the jumps.</p>
<h2>What is in the first release</h2>
<ul><li>Endless runs that speed up the farther you go</li><li>Gems to collect on every stretch</li><li>Your best distance saved to your account</li></ul>
<p>Press <strong>Space</strong> or click to jump, and hold for a higher leap. See you on the leaderboard.</p>`,
    daysAgo: 3,
  },
  {
    channel: 'portal',
    category: 'event',
    slug: 'block-drop',
    title: 'Weekend challenge: clear 40 lines in Block Drop',
    summary: 'Clear 40 lines in one game of Block Drop this weekend and show us your screenshot.',
    html: `<p>This weekend's challenge is all about speed and nerves: clear <strong>40 lines</strong> in a single game of Block Drop.</p>
<p>Tips from the team:</p>
<ol><li>Keep the stack flat and leave one column open.</li><li>Save the long piece for four lines at once.</li><li>Use Space to drop when you are sure.</li></ol>
<p>Share your best result with the community. Good luck!</p>`,
    daysAgo: 5,
  },
  {
    channel: 'portal',
    category: 'news',
    slug: 'neon-snake',
    title: 'Neon Snake gets smoother controls',
    summary: 'Turns now queue up, so quick double turns never get lost. Your snake thanks you.',
    html: `<p>We heard you: quick turns in <strong>Neon Snake</strong> sometimes felt ignored. Turns now queue, so pressing Up then Left in one beat does exactly that.</p>
<p>The glow got a polish too. Try it and beat your best length.</p>`,
    daysAgo: 9,
  },
  {
    channel: 'portal',
    category: 'news',
    slug: 'sudoku-zen',
    title: 'Five tips for calmer Sudoku',
    summary: 'Start with the crowded rows, scan the boxes, and never guess too early.',
    html: `<p>Stuck on a hard grid in <strong>Sudoku Zen</strong>? Try these five habits:</p>
<ol><li>Start with the rows, columns and boxes that are almost full.</li><li>Scan each digit from 1 to 9 across the boxes.</li><li>Look for a digit that can only go in one cell of a row.</li><li>Use notes when a cell has two options.</li><li>Take a break: fresh eyes spot the next step.</li></ol>`,
    daysAgo: 14,
  },
  {
    channel: 'portal',
    category: 'event',
    slug: 'memory-match',
    title: 'Family week: Memory Match in under 20 moves',
    summary: 'Play together and finish a board of Memory Match in fewer than 20 moves.',
    html: `<p>It is family week! Gather round and try to clear a full board of <strong>Memory Match</strong> in fewer than <strong>20 moves</strong>.</p>
<p>Tip: say the pictures out loud as you flip them. It really helps.</p>`,
    daysAgo: 18,
  },
  {
    channel: 'portal',
    category: 'news',
    slug: null,
    title: 'Welcome to Playhaven',
    summary: 'Free games in your browser, no downloads. Here is what you can do here.',
    html: `<p>Welcome! Playhaven is a home for quick, free games that run right in your browser.</p>
<ul><li>Search any game from the bar at the top; small typos are fine.</li><li>Sign in to keep your progress and claim gifts.</li><li>Check this page for new games and weekly events.</li></ul>
<p>Have fun, and tell us what you would like to play next.</p>`,
    daysAgo: 30,
  },
  {
    channel: 'fbc',
    category: 'news',
    slug: 'brick-breaker',
    title: 'Community pick: Brick Breaker',
    summary: 'Our community voted Brick Breaker the game of the month.',
    html: `<p>The votes are in: <strong>Brick Breaker</strong> is the community game of the month. Thanks to everyone who joined the poll!</p>`,
    daysAgo: 4,
  },
  {
    channel: 'fbc',
    category: 'event',
    slug: 'mine-sweep',
    title: 'Community race: expert Mine Sweep',
    summary: 'Post your fastest expert board this week.',
    html: `<p>Think you are fast? Post your fastest <strong>expert</strong> board in Mine Sweep this week and see how you rank in the community.</p>`,
    daysAgo: 6,
  },
];
