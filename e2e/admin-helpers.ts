import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { md5 } from './account-helpers';
import { SITE_FETCH_HEADERS } from './helpers';

/** The publisher account the e2e server is started with (see playwright.config.ts). */
export const E2E_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'publisher@playhaven.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'publisher-pass-1',
};

/** Signs in to the console at `path`, in a page of its own apart from any player's. */
export async function openConsole(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}

/** An API context signed in as the publisher, for specs whose subject is what players see. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const response = await api.post('/api/admin/login', {
    data: { email: E2E_ADMIN.email, password: md5(E2E_ADMIN.password) },
  });
  expect(await response.json()).toMatchObject({ code: 200 });
  return api;
}

/** An admin call that must succeed; answers its data. */
export async function adminPost<T>(
  api: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const body = (await (await api.post(path, { data })).json()) as { code: number; data: T };
  expect(body).toMatchObject({ code: 200 });
  return body.data;
}

/** The logged-in player's id, as the site keeps it. */
export async function userIdOf(page: Page): Promise<number> {
  const saved = await page.evaluate(() => window.localStorage.getItem('userInfo'));
  return (JSON.parse(saved ?? '{}') as { userId: number }).userId;
}

/**
 * Resolves once the page's real-time connection has bound (its red-dot state arrived): a push
 * sent after this reaches the page. Call before the navigation that opens the connection.
 */
export function realtimeBound(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('redDotList')) resolve();
      });
    });
  });
}

/**
 * Resolves once the page's real-time connection listens to the common topic (a visitor sends
 * no bind, so this is as ready as it gets).
 */
export function realtimeListening(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('destination:/topic/notify')) resolve();
      });
    });
  });
}

/** Reads every message the player has (the welcome message, seeded broadcasts): none unread. */
export async function readAllMessages(page: Page): Promise<void> {
  const list = await page.request.get('/api/user/notif/list', {
    params: { page: 1, pageSize: 50 },
  });
  const { data } = (await list.json()) as { data: { notifList: Array<{ notifId: number }> } };
  for (const { notifId } of data.notifList) {
    await page.request.get('/api/user/notif/detail', {
      params: { notifId },
      headers: SITE_FETCH_HEADERS,
    });
  }
}
