/** The app whose in-app browser shows the page (the relogin's `extra`, spec section 7). */
export type RunningApp = 'Facebook' | 'TikTok' | 'Reddit' | 'Instagram' | 'Other';

export function runningApp(userAgent: string = navigator.userAgent): RunningApp {
  // Instagram's browser also says FBAN on some builds, so it is asked first.
  if (/Instagram/i.test(userAgent)) return 'Instagram';
  if (/FBAN|FBAV|FB_IAB|FBIOS/i.test(userAgent)) return 'Facebook';
  if (/TikTok|musical_ly|BytedanceWebview/i.test(userAgent)) return 'TikTok';
  if (/Reddit/i.test(userAgent)) return 'Reddit';
  return 'Other';
}
