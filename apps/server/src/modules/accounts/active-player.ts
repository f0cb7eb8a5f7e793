import { Code } from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../lib/api-error.js';
import { findUserById, type UserRow } from './user-repository.js';

/** The player's account, for rules that depend on its status; 4017 when it is gone. */
export async function playerAccount(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new ApiError(Code.TOKEN_INVALID);
  return user;
}

/**
 * A frozen account may look around but not play, take QR links or claim gifts (4081); a banned
 * one never gets this far, as its session is refused (4080); a deleted one's is no more (4017).
 */
export function assertActive(status: UserRow['status'] | undefined): void {
  if (status === undefined) throw new ApiError(Code.TOKEN_INVALID);
  if (status === 'frozen') throw new ApiError(Code.ACCOUNT_FROZEN);
  if (status === 'banned') throw new ApiError(Code.BANNED);
}

/** The player's account when it may play (see `assertActive`). */
export async function activePlayer(db: Db, userId: number): Promise<UserRow> {
  const user = await playerAccount(db, userId);
  assertActive(user.status);
  return user;
}
