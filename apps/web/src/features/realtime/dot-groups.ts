import { RedDotLocation } from '@portal/contracts';

/** The red-dot locations each part of the site shows and clears. */
export const DotGroup = {
  /** The News menu item and page (spec: News shows a red dot when unread). */
  news: [RedDotLocation.NEWS, RedDotLocation.EVENT],
  /** The Support menu item and page. */
  support: [RedDotLocation.PERSONAL_SERVICE, RedDotLocation.GAME_SERVICE],
  /** The Gift Center menu item and page (spec: gifts are among the badges). */
  gifts: [RedDotLocation.FBC_GIFT, RedDotLocation.ALL_GIFT],
  /** The player's messages. */
  messages: [RedDotLocation.PERSONAL_MESSAGE],
} as const;
