import { adminCatalogueEndpoints, Code, type AdminGame, type Endpoint } from '@portal/contracts';
import { expect } from 'vitest';
import { adminLogin, createAdmin, type TestAdmin } from './admins.js';
import type { TestApp } from './test-app.js';
import { multipartFile } from './uploads.js';

type Input = Record<string, unknown>;

const queryOf = (input: Input) =>
  new URLSearchParams(
    Object.entries(input).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();

/** A signed-in admin and calls of the admin endpoints with their cookie. */
export async function signedInAdmin(t: TestApp) {
  const admin: TestAdmin = await createAdmin(t);
  const cookie = await adminLogin(t, admin);
  return {
    admin,
    cookie,
    /** GET sends the input as the query, POST as a JSON body. */
    call<T = unknown>(endpoint: Endpoint, input: Input = {}) {
      return endpoint.method === 'GET'
        ? t.call<T>({
            method: 'GET',
            url: `${endpoint.path}?${queryOf(input)}`,
            headers: { cookie },
          })
        : t.call<T>({ method: 'POST', url: endpoint.path, payload: input, headers: { cookie } });
    },
    /** An upload endpoint: the query, and one `file` part. */
    upload<T = unknown>(
      endpoint: Endpoint,
      query: Input,
      bytes: Buffer,
      file: { name?: string; type?: string } = {},
    ) {
      const body = multipartFile(
        bytes,
        file.name ?? 'upload.bin',
        file.type ?? 'application/zip',
        'file',
      );
      return t.call<T>({
        method: 'POST',
        url: `${endpoint.path}?${queryOf(query)}`,
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
    },
  };
}

export type SignedInAdmin = Awaited<ReturnType<typeof signedInAdmin>>;

/** A new game of the catalogue, made by the admin. */
export async function createGame(ada: SignedInAdmin, name: string): Promise<AdminGame> {
  const res = await ada.call<AdminGame>(adminCatalogueEndpoints.gameCreate, { name });
  expect(res.body.code).toBe(Code.SUCCESS);
  return res.body.data;
}

/** Hosts the game from a zip, as the admin site uploads it. */
export const uploadGameZip = (ada: SignedInAdmin, appId: number, zip: Buffer) =>
  ada.upload<AdminGame>(adminCatalogueEndpoints.gamePackage, { appId }, zip, { name: 'game.zip' });
