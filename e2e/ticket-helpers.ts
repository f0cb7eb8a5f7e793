import type { Page } from '@playwright/test';

/** A ticket written by the page's signed-in player through the API, for specs about what follows. */
export async function addTicket(
  page: Page,
  queryContent: string,
): Promise<{ ticketId: number; ticketNo: string }> {
  const types = (await (await page.request.get('/api/user/query/tickettypelist')).json()) as {
    data: { ticketTypeList: Array<{ ticketTypeId: number }> };
  };
  const added = (await (
    await page.request.post('/api/user/query/add', {
      form: {
        serverName: 'EU-1',
        roleName: 'Nova',
        ticketTypeId: types.data.ticketTypeList[0]?.ticketTypeId ?? 1,
        occurTime: Date.now(),
        queryContent,
        attachments: '[]',
      },
    })
  ).json()) as { data: { queryId: number; ticketNo: string } };
  return { ticketId: added.data.queryId, ticketNo: added.data.ticketNo };
}
