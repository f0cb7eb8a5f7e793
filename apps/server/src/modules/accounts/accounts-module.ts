import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { CounterStore } from '../../lib/counter-store.js';
import type { CaptchaService } from '../captcha/captcha-service.js';
import type { CodeService } from '../codes/code-service.js';
import { accountRoutes } from './account-routes.js';
import { createAccountService } from './account-service.js';
import { createLoginGuard } from './login-guard.js';
import { loginRoutes } from './login-routes.js';
import { createLoginService } from './login-service.js';
import { profileRoutes } from './profile-routes.js';
import { createProfileService } from './profile-service.js';
import { sessionCookies } from './session-cookies.js';
import { socialBindRoutes } from './social-bind-routes.js';
import { createSocialBindService } from './social-bind-service.js';
import type { UploadAddresses } from './upload-address.js';
import { uploadRoutes } from './upload-routes.js';
import { createUploadService, uploadStorage } from './upload-service.js';
import { userViewSettings } from './user-view.js';

export interface AccountsDeps {
  db: Db;
  config: Config;
  counters: CounterStore;
  captcha: CaptchaService;
  codes: CodeService;
  /** Where players are given their uploads. */
  uploadAddresses: UploadAddresses;
  /** Told of each account created (sign-up, first guest or social login), after it is stored. */
  onUserCreated?: (userId: number) => Promise<void>;
}

/** Sign-in, sign-up, recovery, binding, profile and uploads; sessions come from the auth plugin. */
export async function accountsModule(app: FastifyInstance, deps: AccountsDeps): Promise<void> {
  const { db, config, counters, captcha, codes, onUserCreated, uploadAddresses } = deps;
  const sessions = app.sessions;
  const cookies = sessionCookies(config.PUBLIC_URL);
  const uploads = createUploadService({
    db,
    files: uploadStorage(config),
    quotaBytes: config.UPLOAD_QUOTA_BYTES,
    addresses: uploadAddresses,
  });
  const view = userViewSettings(config.PRIVACY_POLICY_URL, uploadAddresses);
  const guard = createLoginGuard(counters, captcha, config);
  loginRoutes(app, {
    logins: createLoginService({ db, config, view, sessions, guard, onUserCreated }),
    sessions,
    cookies,
    osignSecret: config.OSIGN_SECRET,
  });
  const socialBinds = createSocialBindService({ db, config, view });
  accountRoutes(app, {
    accounts: createAccountService({ db, view, sessions, codes, onUserCreated }),
    socialBinds,
    cookies,
  });
  socialBindRoutes(app, socialBinds);
  profileRoutes(app, {
    profiles: createProfileService({ db, config, uploads, userView: view }),
    osignSecret: config.OSIGN_SECRET,
  });
  await uploadRoutes(app, uploads);
}
