import { Code, CodeType, endpoints, isMobileCodeType, type CodeTypeValue } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { defineRoute } from '../../lib/route.js';
import { emailExists, mobileExists } from './code-repository.js';
import { normaliseTarget, type CodeService } from './code-service.js';

/**
 * Whether the address must already belong to an account (reset) or must not (sign-up, bind),
 * and the code that says it does not fit (spec section 8, "Sending a code").
 */
const EXISTENCE_RULES: Record<CodeTypeValue, { mustExist: boolean; refusal: number }> = {
  [CodeType.EMAIL_SIGN_UP]: { mustExist: false, refusal: Code.EXIST_EMAIL },
  [CodeType.EMAIL_RESET]: { mustExist: true, refusal: Code.NOT_EXIST_EMAIL },
  [CodeType.BIND_EMAIL]: { mustExist: false, refusal: Code.EXIST_EMAIL },
  [CodeType.BIND_MOBILE]: { mustExist: false, refusal: Code.EXIST_MOBILE },
  [CodeType.MOBILE_RESET]: { mustExist: true, refusal: Code.MOBILE_NOT_REGISTERED },
  [CodeType.MOBILE_SIGN_UP]: { mustExist: false, refusal: Code.EXIST_MOBILE },
};

/** The same field-naming answer as a refused field of the request schema. */
const missing = (field: string) =>
  new ApiError(Code.MISSING_FIELD, `${field}: This field is required.`, 400);

export function codeRoutes(app: FastifyInstance, deps: { codes: CodeService; db: Db }): void {
  const { codes, db } = deps;

  defineRoute(app, endpoints.sendCode, async ({ type, email, mobile }, request) => {
    const mobileType = isMobileCodeType(type);
    const given = mobileType ? mobile : email;
    if (given === undefined) throw missing(mobileType ? 'mobile' : 'email');
    const target = normaliseTarget(type, given);
    const exists = mobileType ? await mobileExists(db, target) : await emailExists(db, target);
    const rule = EXISTENCE_RULES[type];
    if (exists !== rule.mustExist) throw new ApiError(rule.refusal);
    return codes.send(type, target, request.ip);
  });

  defineRoute(app, endpoints.verifyEmailCode, async ({ type, email, verCode }) => {
    await codes.check(type, email, verCode);
    return {};
  });
}
