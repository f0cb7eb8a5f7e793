import type { GameCategoryValue, GameHostingValue, GameStatusValue } from '@portal/contracts';

/** How the console names a game's status, and the tone of its badge. */
export const STATUS: Record<GameStatusValue, { label: string; tone: 'good' | 'warn' | 'bad' }> = {
  online: { label: 'Online', tone: 'good' },
  maintenance: { label: 'Maintenance', tone: 'warn' },
  closed: { label: 'Closed', tone: 'bad' },
};

export const CATEGORY: Record<GameCategoryValue, string> = {
  hot: 'Hot',
  new: 'New',
  popularity: 'Popular',
  others: 'Others',
};

export const HOSTING: Record<GameHostingValue, string> = {
  none: 'Not hosted yet',
  builtin: 'Built-in game',
  hosted: 'Hosted from a zip',
  external: 'External address',
};

/** Screen types of spec section 9. */
export const SCREEN_TYPES = [
  { value: 0, label: 'Off (fits the page)' },
  { value: 1, label: 'Horizontal' },
  { value: 2, label: 'Vertical' },
  { value: 3, label: 'Full screen' },
] as const;
