import {
  GAME_PLATFORM,
  LOCALE,
  RUN_PLATFORM,
  SDK_TYPE,
  SDK_VERSION,
  UNKNOWN,
} from './constants.js';

/** The fields every request carries (spec section 3, common request envelope, plus v and locale). */
export interface CommonEnvelope {
  sdkVer: string;
  sdkType: string;
  runPlatform: string;
  os: string;
  clientId: string;
  gamePlatform: string;
  browser: string;
  browserVersion: string;
  browserType: string;
  locale: string;
}

export interface EnvironmentFacts {
  os?: string | undefined;
  clientId?: string | undefined;
  browser?: string | undefined;
  browserVersion?: string | undefined;
  browserType?: string | number | undefined;
}

const orUnknown = (value: string | number | undefined): string => {
  if (value === undefined) return UNKNOWN;
  const text = String(value).trim();
  return text === '' ? UNKNOWN : text;
};

/** Builds the envelope; every field that is unavailable falls back to "_unknown". */
export function buildCommonEnvelope(facts: EnvironmentFacts): CommonEnvelope {
  return {
    sdkVer: SDK_VERSION,
    sdkType: SDK_TYPE,
    runPlatform: RUN_PLATFORM,
    os: orUnknown(facts.os),
    clientId: orUnknown(facts.clientId),
    gamePlatform: GAME_PLATFORM,
    browser: orUnknown(facts.browser),
    browserVersion: orUnknown(facts.browserVersion),
    browserType: orUnknown(facts.browserType),
    locale: LOCALE,
  };
}
