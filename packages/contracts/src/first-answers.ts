/**
 * The first answers of a page: the catalogue's answers that the server writes into the HTML of
 * Home, the games list and a game's page, so their first screen is drawn without waiting for a
 * request. The page holds them as JSON in the element named here, keyed by `firstAnswerKey`; the
 * request helper takes each at most once, in place of the request it stands for.
 */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';

/**
 * The key of a GET answer: the endpoint's path and the values of its request (not the common
 * envelope), sorted by name, with unset ones left out, as the query string would carry them.
 */
export function firstAnswerKey(path: string, payload: object): string {
  const query = Object.entries(payload)
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${path}?${query}`;
}

/** How many games each of Home's rows shows, and how many news items it lists. */
export const HOME_ROW_SIZES = { hot: 4, new: 4, popularity: 12 } as const;
export const HOME_NEWS_COUNT = 3;
/** How many games a game's page lists as "Hot right now". */
export const GAME_PAGE_HOT_COUNT = 8;
/**
 * How many hot games a game's page asks for: one more than it shows, so the row stays full when
 * the game the page is about is among them and is left out.
 */
export const GAME_PAGE_HOT_REQUEST = GAME_PAGE_HOT_COUNT + 1;
