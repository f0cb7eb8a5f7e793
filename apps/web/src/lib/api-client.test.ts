import { apiRoutes, Code } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiCall,
  ApiError,
  apiFile,
  apiUpload,
  fileNameOf,
  setGlobalReactions,
  setNavigator,
} from './api-client';

const reply = (code: number, data: unknown = null, msg = 'm') =>
  new Response(JSON.stringify({ code, msg, data }), {
    headers: { 'content-type': 'application/json' },
  });

describe('the request helper', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a GET as query values with the common envelope, v and locale', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { hotItems: [] }));
    await expect(apiCall(apiRoutes.hotItems, {})).resolves.toEqual({ hotItems: [] });
    const url = new URL(fetchMock.mock.calls[0]?.[0] as string, 'http://x');
    expect(url.pathname).toBe('/api/hotItemsArr');
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      sdkVer: '1.0',
      sdkType: 'html5',
      runPlatform: 'html5',
      gamePlatform: 'playhaven',
      locale: 'en',
    });
    expect(q.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(q.v)).toBeGreaterThan(0);
  });

  it('uploads the file as attachData, with locale and v like every other call', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { attachUrl: '/uploads/abc' }));
    const file = new Blob(['x'], { type: 'image/png' });
    await expect(apiUpload(apiRoutes.upload, file)).resolves.toEqual({
      attachUrl: '/uploads/abc',
    });
    const [target, init] = fetchMock.mock.calls[0] ?? [];
    const url = new URL(target as string, 'http://x');
    expect(url.pathname).toBe('/api/user/client/upload');
    expect(url.searchParams.get('locale')).toBe('en');
    expect(Number(url.searchParams.get('v'))).toBeGreaterThan(0);
    expect(init?.method).toBe('POST');
    const form = init?.body as FormData;
    expect(form.get('attachData')).toBeInstanceOf(Blob);
    expect(form.get('file')).toBeNull();
  });

  it('turns a refused request into an ApiError with the server message', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(Code.RECORD_NOT_FOUND, null, "Sorry,this page doesn't exist."),
    );
    const error = await apiCall(apiRoutes.newsDetail, { newsId: 9 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 4044, message: "Sorry,this page doesn't exist." });
  });

  it('retries once after 1 s on 4012 and 4013', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(reply(Code.SERVER_BUSY))
      .mockResolvedValueOnce(reply(200, { hotItems: [] }));
    const pending = apiCall(apiRoutes.hotItems, {});
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ hotItems: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockImplementation(() => Promise.resolve(reply(Code.TOO_FREQUENT)));
    const twice = apiCall(apiRoutes.hotItems, {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await twice).toMatchObject({ code: Code.TOO_FREQUENT });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    vi.useRealTimers();
  });

  it('follows the global redirects of 404 and 412', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    fetchMock
      .mockResolvedValueOnce(reply(Code.NOT_FOUND))
      .mockResolvedValueOnce(reply(Code.LOGIN_VERIFY));
    await apiCall(apiRoutes.hotItems, {}).catch(() => undefined);
    await apiCall(apiRoutes.hotItems, {}).catch(() => undefined);
    expect(navigate).toHaveBeenNthCalledWith(1, '/server-error');
    expect(navigate).toHaveBeenNthCalledWith(2, '/login-verify?redirect=%2F');
  });

  it('reports a network failure without throwing anything else', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(apiCall(apiRoutes.hotItems, {})).rejects.toMatchObject({ code: 0 });
  });

  it('keeps the data of a refused request (the captcha of 4105)', async () => {
    fetchMock.mockResolvedValueOnce(reply(Code.ACCOUNT_PASSWORD_ERROR, { graphCode: 'img' }));
    const error = await apiCall(apiRoutes.hotItems, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 4105, data: { graphCode: 'img' } });
  });

  it('hands 401 and 4017 to the re-login reaction, and 4080 to the banned one', async () => {
    const relogin = vi.fn();
    const banned = vi.fn();
    setGlobalReactions({ relogin, banned });
    fetchMock
      .mockResolvedValueOnce(reply(Code.UNAUTHORIZED))
      .mockResolvedValueOnce(reply(Code.TOKEN_INVALID))
      .mockResolvedValueOnce(reply(Code.BANNED, null, 'Banned until May.'));
    for (let i = 0; i < 3; i++) await apiCall(apiRoutes.hotItems, {}).catch(() => undefined);
    expect(relogin).toHaveBeenCalledTimes(2);
    expect(banned).toHaveBeenCalledWith('Banned until May.');
  });

  it('leaves every code to the caller that asks to, but still retries 4012', async () => {
    vi.useFakeTimers();
    const relogin = vi.fn();
    const navigate = vi.fn();
    setGlobalReactions({ relogin, banned: vi.fn() });
    setNavigator(navigate);
    fetchMock
      .mockResolvedValueOnce(reply(Code.UNAUTHORIZED))
      .mockResolvedValueOnce(reply(Code.NOT_FOUND))
      .mockResolvedValueOnce(reply(Code.SERVER_BUSY))
      .mockResolvedValueOnce(reply(200, { hotItems: [] }));
    await apiCall(apiRoutes.hotItems, {}, { global: false }).catch(() => undefined);
    await apiCall(apiRoutes.hotItems, {}, { global: false }).catch(() => undefined);
    const retried = apiCall(apiRoutes.hotItems, {}, { global: false });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(retried).resolves.toEqual({ hotItems: [] });
    expect(relogin).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('answers a file endpoint with its bytes and name, and its refusals as errors', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('[InternetShortcut]\n', {
        headers: {
          'content-type': 'application/octet-stream',
          'content-disposition': 'attachment; filename="Snake.url"',
        },
      }),
    );
    const file = await apiFile(apiRoutes.shortcut, { appId: 1002 });
    expect(file.fileName).toBe('Snake.url');
    expect(await file.blob.text()).toBe('[InternetShortcut]\n');
    fetchMock.mockResolvedValueOnce(reply(Code.GAME_CLOSED, null, 'This game has been closed.'));
    await expect(apiFile(apiRoutes.shortcut, { appId: 1002 })).rejects.toMatchObject({
      code: Code.GAME_CLOSED,
      message: 'This game has been closed.',
    });
  });

  it("prefers an attachment's UTF-8 name", () => {
    expect(fileNameOf('attachment; filename="Cafe.url"; filename*=UTF-8\'\'Caf%C3%A9.url')).toBe(
      'Café.url',
    );
    expect(fileNameOf('attachment; filename="Plain.url"')).toBe('Plain.url');
    expect(fileNameOf(null)).toBeNull();
  });
});
