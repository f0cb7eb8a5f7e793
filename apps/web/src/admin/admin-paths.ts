/** The console's routes, under /admin. */
export const adminPaths = {
  home: '/admin',
  login: '/admin/login',
  games: '/admin/games',
  banners: '/admin/banners',
  news: '/admin/news',
  gifts: '/admin/gifts',
  messages: '/admin/messages',
  support: '/admin/support',
  players: '/admin/players',
  analytics: '/admin/analytics',
  audit: '/admin/audit',
} as const;
