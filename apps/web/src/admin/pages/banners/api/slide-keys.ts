/** The banners are one short list, fetched whole. */
export const slideKeys = { all: ['admin', 'slides'] as const };
