import { apiRoutes, LocalKey } from '@portal/contracts';
import { ApiError, apiCall } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { sessionStore } from '../../auth';

/** A save the server could not be reached for: the newest value of one key of one game. */
interface PendingSave {
  userId: number;
  appId: number;
  key: string;
  value: string;
}

/** The code the request helper gives a request that never reached the server. */
const NETWORK_ERROR = 0;

const isPendingSave = (item: unknown): item is PendingSave => {
  if (typeof item !== 'object' || item === null) return false;
  const { userId, appId, key, value } = item as Record<string, unknown>;
  return (
    typeof userId === 'number' &&
    typeof appId === 'number' &&
    typeof key === 'string' &&
    typeof value === 'string'
  );
};

function pendingSaves(): PendingSave[] {
  try {
    const saved: unknown = JSON.parse(storage.get(LocalKey.pendingSaves) ?? '[]');
    return Array.isArray(saved) ? saved.filter(isPendingSave) : [];
  } catch {
    return [];
  }
}

const sameSlot = (a: Omit<PendingSave, 'value'>, b: Omit<PendingSave, 'value'>) =>
  a.userId === b.userId && a.appId === b.appId && a.key === b.key;

function keepPending(list: PendingSave[]): void {
  if (list.length === 0) storage.remove(LocalKey.pendingSaves);
  else storage.set(LocalKey.pendingSaves, JSON.stringify(list));
}

/** Whose saves these are: the player logged in, or the one this browser remembers offline. */
const owner = (): number | null => sessionStore.get().user?.userId ?? sessionStore.storedUserId();

/**
 * A game's saves, kept with the player's account (by the session's user id on the server). A
 * save made without a connection waits in local storage (the newest value of each key) and goes
 * out when the connection is back (`sendPendingSaves`); until then a load answers it.
 */
export const loadGameData = async (appId: number, key: string): Promise<string | null> => {
  const userId = owner();
  const waiting =
    userId === null
      ? undefined
      : pendingSaves().find((save) => sameSlot(save, { userId, appId, key }));
  if (waiting) return waiting.value;
  return (await apiCall(apiRoutes.gameDataLoad, { appId, key })).value;
};

export const saveGameData = async (appId: number, key: string, value: string): Promise<void> => {
  const userId = owner();
  const slot = { userId: userId ?? 0, appId, key };
  try {
    await apiCall(apiRoutes.gameDataSave, { appId, key, value });
    // This value is newer than any that waited for the same key.
    keepPending(pendingSaves().filter((save) => !sameSlot(save, slot)));
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== NETWORK_ERROR || userId === null)
      throw error;
    keepPending([...pendingSaves().filter((save) => !sameSlot(save, slot)), { ...slot, value }]);
  }
};

/**
 * Sends the saves that waited for a connection, oldest first, for the player now here. A save the
 * server refuses is dropped (it would be refused again); one that still cannot reach it waits on.
 */
export async function sendPendingSaves(): Promise<void> {
  const userId = owner();
  if (userId === null) return;
  for (const save of pendingSaves().filter((item) => item.userId === userId)) {
    try {
      await apiCall(apiRoutes.gameDataSave, {
        appId: save.appId,
        key: save.key,
        value: save.value,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === NETWORK_ERROR) return;
    }
    // Only this value goes: a newer one saved meanwhile for the same key stays.
    keepPending(
      pendingSaves().filter((item) => !(sameSlot(item, save) && item.value === save.value)),
    );
  }
}
