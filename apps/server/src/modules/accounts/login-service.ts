import { createHash } from 'node:crypto';
import {
  GUEST_NICKNAME,
  AccountType,
  BrowserType,
  Code,
  NICKNAME_MAX,
  UNKNOWN,
  UserSource,
  type accountLoginRequestSchema,
  type LoginWay,
  type Session,
  type socialLoginRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { SocialLoginError } from '../social/social-login-error.js';
import { verifySocialToken } from '../social/verify-social-token.js';
import { normaliseEmail, normaliseMobile } from './account-address.js';
import type { LoginGuard } from './login-guard.js';
import { spendVerificationTime, verifyPassword } from './password-service.js';
import type { AuthUser, SessionService } from './session-service.js';
import {
  createIdentityUser,
  findOrCreateIdentityUser,
  findUserByEmail,
  findUserById,
  findUserByMobile,
  insertUser,
  openGuestIdentity,
  type UserRow,
} from './user-repository.js';
import { toSession, type UserViewSettings } from './user-view.js';

type LoginConfig = Pick<
  Config,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_JWKS_URL'
  | 'FACEBOOK_APP_ID'
  | 'FACEBOOK_APP_SECRET'
  | 'FACEBOOK_GRAPH_URL'
>;

/** The logo of each login way: files of the site, under its public folder. */
const loginWayLogo = (platform: LoginWay['platform']) => `/login/${platform.toLowerCase()}.svg`;

const GUEST_VALUES = { nickname: GUEST_NICKNAME, source: UserSource.GUEST };
const DEFAULT_NICKNAME = 'Player';
const LOGIN_FAILED = 'Login failed';

const socialNickname = (name: string | undefined) =>
  name?.trim().slice(0, NICKNAME_MAX) || DEFAULT_NICKNAME;

/** Sign-in: the ways offered, social and guest login, account login and token relogin. */
export function createLoginService(deps: {
  db: Db;
  config: LoginConfig;
  view: UserViewSettings;
  sessions: SessionService;
  guard: LoginGuard;
  onUserCreated?: ((userId: number) => Promise<void>) | undefined;
}) {
  const { db, config, view, sessions, guard, onUserCreated } = deps;

  const signIn = async (user: UserRow, platform: Session['platform']): Promise<Session> => {
    if (user.status === 'banned') throw new ApiError(Code.BANNED);
    const tokens = await sessions.open(user.userId, platform);
    return toSession(user, platform, view, tokens);
  };

  const verifySocial = async (platform: 'GOOGLE' | 'FACEBOOK', accessToken: string) => {
    try {
      return await verifySocialToken(platform, accessToken, config);
    } catch (error) {
      if (error instanceof SocialLoginError) {
        throw new ApiError(Code.INVALID_USER_INFO, LOGIN_FAILED);
      }
      throw error;
    }
  };

  const newGuest = async (): Promise<UserRow> => {
    const user = await insertUser(db, GUEST_VALUES);
    if (!user) throw new Error('a guest without an address could not be created');
    await onUserCreated?.(user.userId);
    return user;
  };

  /**
   * The client id travels in every request and event, so it alone never opens an account: the
   * device secret must match the one the guest was made (or, made before secrets, claimed) with.
   * Without it, or with another one, the login gets a new guest that nothing links to the client
   * id; it lasts as long as its tokens, and the guest of the client id stays its device's.
   */
  const guestUser = async (clientId: string, deviceSecret: string | undefined) => {
    if (!deviceSecret) return newGuest();
    const secretHash = createHash('sha256').update(deviceSecret).digest('hex');
    // A second round only after losing the race to create the client id's guest.
    for (let round = 0; round < 2; round += 1) {
      const opened = await openGuestIdentity(db, clientId, secretHash);
      if (opened === null) return newGuest();
      if (opened !== undefined) {
        const user = await findUserById(db, opened);
        if (user) return user;
      } else {
        const identity = { provider: 'GUEST' as const, subject: clientId, secretHash };
        const created = await createIdentityUser(db, identity, GUEST_VALUES, onUserCreated);
        if (created) return created;
      }
    }
    throw new Error('the guest of a client id vanished while signing in');
  };

  return {
    /** WINGA is never offered; a provider shows only when configured; no Google in the mini client. */
    loginWays(browserType: string | undefined): { loginWayList: LoginWay[] } {
      const miniClient = browserType === String(BrowserType.MINI_CLIENT);
      const offered: LoginWay['platform'][] = [
        ...(config.FACEBOOK_APP_ID ? (['FACEBOOK'] as const) : []),
        ...(config.GOOGLE_CLIENT_ID && !miniClient ? (['GOOGLE'] as const) : []),
        'GUEST',
      ];
      return {
        loginWayList: offered.map((platform) => ({ platform, logoUrl: loginWayLogo(platform) })),
      };
    },

    /**
     * Guests are keyed by the device's client id and opened by its device secret (see
     * `guestUser`), social players by provider and subject.
     */
    async socialLogin({
      platform,
      clientId,
      accessToken,
      deviceSecret,
    }: z.output<typeof socialLoginRequestSchema>): Promise<Session> {
      if (platform === 'GUEST') {
        if (clientId === UNKNOWN) {
          throw new ApiError(Code.MISSING_FIELD, 'clientId: This field is required.', 400);
        }
        return signIn(await guestUser(clientId, deviceSecret), 'GUEST');
      }
      if (!accessToken) throw new ApiError(Code.INVALID_USER_INFO, LOGIN_FAILED);
      const identity = await verifySocial(platform, accessToken);
      const user = await findOrCreateIdentityUser(
        db,
        platform,
        identity.subject,
        {
          nickname: socialNickname(identity.name),
          iconUrl: identity.picture ?? '',
          source: UserSource.OTHER,
        },
        onUserCreated,
      );
      return signIn(user, platform);
    },

    /**
     * E-mail or mobile with the password. Unknown account and wrong password answer alike, in
     * alike time; repeated failures bring the captcha, then lockouts (see the login guard).
     */
    async accountLogin(
      input: z.output<typeof accountLoginRequestSchema>,
      ip: string,
    ): Promise<Session> {
      const email = input.loginType === AccountType.EMAIL;
      const account =
        (email ? normaliseEmail(input.userName) : normaliseMobile(input.userName)) ??
        input.userName.trim().toLowerCase();
      const attempt = await guard.admit({
        account,
        ip,
        clientId: input.clientId,
        graphCode: input.graphCode,
      });
      const user = email ? await findUserByEmail(db, account) : await findUserByMobile(db, account);
      const passwordHash = user?.passwordHash;
      const passed = passwordHash
        ? await verifyPassword(passwordHash, input.password)
        : await spendVerificationTime(input.password).then(() => false);
      if (!user || !passed) throw await guard.failure(attempt);
      await guard.success(attempt);
      return signIn(user, email ? 'EMAIL' : 'MOBILE');
    },

    /** A new token pair for a valid one; the old pair stops working. */
    async relogin(auth: AuthUser): Promise<Session> {
      const user = await findUserById(db, auth.userId);
      if (!user) throw new ApiError(Code.TOKEN_INVALID);
      const tokens = await sessions.rotate(auth);
      return toSession(user, auth.platform, view, tokens);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
