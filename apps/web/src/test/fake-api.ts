import {
  genderChoice,
  occupationChoice,
  type Profile,
  type Session,
  type User,
} from '@portal/contracts';
import { vi } from 'vitest';

export interface FakeCall {
  path: string;
  method: string;
  params: Record<string, string>;
}
type Answer = { code?: number; msg?: string; data?: unknown };
type Handler = (call: FakeCall) => Answer | Promise<Answer>;

/** A JSON body (the console sends JSON) as text fields: lists and objects stay JSON text. */
function jsonFields(body: string): URLSearchParams {
  const fields = new URLSearchParams();
  const parsed = JSON.parse(body) as Record<string, unknown>;
  for (const [key, value] of Object.entries(parsed)) {
    fields.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return fields;
}

/**
 * A stand-in for the server behind fetch: each path answers with the handler given for it
 * (200 with empty data when none), and every call is recorded with its decoded parameters.
 */
export function fakeApi(handlers: Record<string, Handler> = {}) {
  const calls: FakeCall[] = [];
  const routes = new Map(Object.entries(handlers));
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(input as string, 'http://site');
    const method = init?.method ?? 'GET';
    const params = Object.fromEntries(
      method === 'GET'
        ? url.searchParams
        : init?.body instanceof URLSearchParams
          ? init.body
          : typeof init?.body === 'string'
            ? jsonFields(init.body)
            : new URLSearchParams(),
    );
    const call = { path: url.pathname, method, params };
    calls.push(call);
    const answer = (await routes.get(url.pathname)?.(call)) ?? {};
    return new Response(
      JSON.stringify({
        code: answer.code ?? 200,
        msg: answer.msg ?? 'success',
        data: answer.data ?? {},
      }),
      { headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    on(path: string, handler: Handler) {
      routes.set(path, handler);
    },
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

export const user = (patch: Partial<User> = {}): User => ({
  userId: 7,
  nickname: 'Ada',
  iconUrl: '',
  email: '',
  mobile: '',
  userFlag: true,
  source: 0,
  platform: 'EMAIL',
  privacyUrl: '-1',
  ...patch,
});

/** A profile as profile/detail answers it: the user with birthdate, gender and occupation. */
export const profileOf = (
  patch: Partial<User> = {},
  extra: { gender?: number; birthdate?: string; industry?: string } = {},
): Profile => ({
  ...user(patch),
  gender: genderChoice(extra.gender ?? 0),
  birthdate: extra.birthdate ?? '',
  industry: occupationChoice(extra.industry ?? ''),
});

export const session = (patch: Partial<User> = {}): Session => ({
  ...user(patch),
  h5Token: 'h5-token-0123456789abcdef',
  sdkToken: 'sdk-token-0123456789abcdef',
});

export const clientConfig = (patch: Record<string, unknown> = {}) => ({
  telAreaCodeCountry: 'US,GB,DE,FR,IN,CN,JP,BR,PH',
  country: 'US',
  isTestDevice: false,
  productName: 'Playhaven',
  gamesOrigin: 'http://games',
  links: {
    privacy: 'http://privacy',
    terms: 'http://terms',
    community: 'http://c',
    social: 'http://s',
  },
  tagList: [],
  googleClientId: '',
  osignKey: 'test-osign-key',
  facebookAppId: '',
  ...patch,
});

export const loginWays = {
  loginWayList: [
    { platform: 'FACEBOOK', logoUrl: '/login/facebook.svg' },
    { platform: 'GOOGLE', logoUrl: '/login/google.svg' },
    { platform: 'GUEST', logoUrl: '/login/guest.svg' },
  ],
};
