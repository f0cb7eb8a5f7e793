import { z } from 'zod';
import {
  checkEmail,
  checkLoginPassword,
  checkMobile,
  checkNewPassword,
  checkNickname,
  checkRequired,
  checkSmsCode,
  type Check,
} from './checks.js';
import { normaliseMobile } from './mobile-number.js';

/** Zod refinements built from the same checks, for forms (web) and payloads (server). */
const fromCheck = (check: Check) =>
  z.string().superRefine((value, ctx) => {
    const problem = check(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const emailSchema = fromCheck(checkEmail).transform((v) => v.trim());
/** Checked as typed, passed on in the one form numbers are stored and counted by. */
export const mobileSchema = fromCheck(checkMobile).transform(normaliseMobile);
export const loginPasswordSchema = fromCheck(checkLoginPassword);
export const newPasswordSchema = fromCheck(checkNewPassword);
export const smsCodeSchema = fromCheck(checkSmsCode).transform((v) => v.trim());
export const requiredSchema = fromCheck(checkRequired);
export const nicknameSchema = fromCheck(checkNickname).transform((v) => v.trim());
