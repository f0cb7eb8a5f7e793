/** The gifts' cached lists; the console's sign-out drops everything under ['admin']. */
export const giftKeys = {
  all: ['admin', 'gifts'] as const,
  list: (page: number, appId: number | undefined) => ['admin', 'gifts', page, appId] as const,
};
