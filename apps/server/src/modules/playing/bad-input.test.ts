import { endpoints, type Endpoint } from '@portal/contracts';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { sendGarbage } from '../../../test/garbage.js';
import { createPlayer, fieldsOf } from '../../../test/players.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let session: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  session = fieldsOf(await createPlayer(t));
});
afterAll(() => t.close());

const PLAYING_ENDPOINTS: Endpoint[] = [
  endpoints.gameConfig,
  endpoints.play,
  endpoints.playedList,
  endpoints.gameDataLoad,
  endpoints.gameDataSave,
  endpoints.shortcut,
  endpoints.qrCode,
  endpoints.qrRedeem,
];

describe('bad input to every playing endpoint', () => {
  it.each(PLAYING_ENDPOINTS.map((e) => [e.path, e] as const))(
    '%s answers a refusal envelope, never a 500',
    (_path, endpoint) => sendGarbage(t, endpoint, session),
  );
});
