/**
 * The attributes of a page's main picture (a first screen's banner or first tile): fetched ahead
 * of the other pictures, and reported by the browser once painted (Element Timing). On a page the
 * server drew, public/start-after-first-screen.js waits for that report before it loads the
 * site, so the site's scripts do not share the connection and the main thread with the picture.
 */
export const MAIN_PICTURE = { fetchPriority: 'high', elementtiming: 'main-picture' } as const;
