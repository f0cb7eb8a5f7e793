import type { AddressInfo } from 'node:net';
import {
  adminCatalogueEndpoints as admin,
  Code,
  endpoints,
  gameDetailResponseSchema,
  REQUEST_ID_HEADER,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test/admin-catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ config: { CATALOGUE_CACHE_MS: '600000' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers });

/** The headers that do not change from one request to the next. */
const fixedHeaders = (res: Response) =>
  Object.fromEntries(
    [...res.headers].filter(([name]) => !['date', REQUEST_ID_HEADER, 'keep-alive'].includes(name)),
  );

const requestsOf = async (route: string) => {
  const text = await t.app.metrics.render();
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith('playhaven_http_requests_total{') &&
        l.includes(`route="${route}"`) &&
        l.includes('status_class="2xx"'),
    );
  return Number(line?.split(' ').pop() ?? 0);
};

describe('a public catalogue answer asked again', () => {
  const list = '/api/guest/app/list/v2?page=1&pageSize=24';

  it('is the same answer with the same headers, and a request id of its own', async () => {
    const first = await get(list);
    const again = await get(list);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(await first.text());
    expect(fixedHeaders(again)).toEqual(fixedHeaders(first));
    expect(again.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(again.headers.get(REQUEST_ID_HEADER)).not.toBe(first.headers.get(REQUEST_ID_HEADER));
  });

  it('is compressed for a client that takes it', async () => {
    const plain = await (await get(list)).text();
    const res = await fetch(`${base}${list}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    // fetch decodes the body itself.
    expect(await res.text()).toBe(plain);
  });

  it('is counted in the metrics like any other', async () => {
    await get(list);
    const before = await requestsOf(endpoints.gameList.path);
    await get(list);
    await get(list);
    expect(await requestsOf(endpoints.gameList.path)).toBe(before + 2);
  });

  it('is refused, as every API request is, when it repeats a session cookie', async () => {
    await get(list);
    const res = await get(list, { cookie: 'h5Token=a; h5Token=b' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: number }).code).toBe(Code.BAD_REQUEST);
  });

  it('changes as soon as the publisher changes the catalogue', async () => {
    const path = `${endpoints.gameDetail.path}?appId=1003`;
    const nameOf = async () =>
      gameDetailResponseSchema.parse(((await (await get(path)).json()) as { data: unknown }).data)
        .appName;
    const before = await nameOf();
    expect(await nameOf()).toBe(before);
    const ada = await signedInAdmin(t);
    const res = await ada.call(admin.gameUpdate, { appId: 1003, name: `${before} Gold` });
    expect(res.body.code).toBe(Code.SUCCESS);
    expect(await nameOf()).toBe(`${before} Gold`);
  });
});
