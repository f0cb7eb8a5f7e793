import { apiRoutes, FIRST_ANSWERS_ELEMENT_ID, firstAnswerKey } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reply = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });

const hotRow = { category: 'hot', page: 1, pageSize: 4 } as const;
const embedded = { appList: [{ appId: 7 }], page: 1, pageSize: 4, total: 1, hasMore: false };

/** The page as the server wrote it, then the request helper loaded fresh, as on a page load. */
async function loadPage(answers: string) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${answers}</script>`,
  );
  vi.resetModules();
  return import('./api-client');
}

describe("the page's first answers", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
    vi.unstubAllGlobals();
  });

  it('answer the first call for their request, once; later calls ask the server', async () => {
    const { apiCall } = await loadPage(
      JSON.stringify({ [firstAnswerKey(apiRoutes.gameList.path, hotRow)]: embedded }),
    );
    // The site's own call, with its unset filter, stands for the same request.
    await expect(apiCall(apiRoutes.gameList, { ...hotRow, tagId: undefined })).resolves.toEqual(
      embedded,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)).toBeNull();

    const fresh = { ...embedded, appList: [{ appId: 8 }] };
    fetchMock.mockResolvedValueOnce(reply(fresh));
    await expect(apiCall(apiRoutes.gameList, hotRow)).resolves.toEqual(fresh);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leave other requests to the server, and a broken element answers nothing', async () => {
    const { apiCall } = await loadPage('{not json');
    fetchMock.mockResolvedValueOnce(reply(embedded));
    await expect(apiCall(apiRoutes.gameList, hotRow)).resolves.toEqual(embedded);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
