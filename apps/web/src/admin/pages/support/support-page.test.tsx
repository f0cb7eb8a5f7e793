import type { AdminTicketDetail, AdminTicketSummary } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { SupportPage } from './support-page';
import { TicketPage } from './ticket-page';

const summary = (patch: Partial<AdminTicketSummary> = {}): AdminTicketSummary => ({
  ticketId: 11,
  ticketNo: 'T-0011',
  userId: 7,
  nickname: 'Ada',
  appId: 5,
  appName: 'Sky Tower',
  typeName: 'Payment',
  description: 'My gems did not arrive.',
  status: 'Pending',
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_100_000,
  ...patch,
});

const detail = (patch: Partial<AdminTicketDetail> = {}): AdminTicketDetail => ({
  queryId: 11,
  ticketNo: 'T-0011',
  userId: 7,
  nickname: 'Ada',
  ticketTypeId: 2,
  ticketTypeName: 'Payment',
  appId: 5,
  appName: 'Sky Tower',
  serverName: 'EU-1',
  roleName: 'Lovelace',
  occurTime: Date.UTC(2024, 4, 1),
  email: 'ada@example.com',
  queryStatus: 0,
  queryStatusName: 'Pending',
  rating: null,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_100_000,
  queryConvDetail: [
    {
      convContentId: 0,
      convType: 0,
      convKind: 'question',
      convTime: 1_700_000_000_000,
      convContent: 'My gems did not arrive.',
      convRate: 0,
      convUserIconUrl: '',
      attachment: [{ attachmentUrl: '/uploads/receipt' }],
    },
    {
      convContentId: 1,
      convType: 0,
      convKind: 'followup',
      convTime: 1_700_000_050_000,
      convContent: 'Still nothing today.',
      convRate: 0,
      convUserIconUrl: '',
      attachment: [{ attachmentUrl: '/uploads/second' }],
    },
  ],
  page: 1,
  pageSize: 2,
  total: 2,
  hasMore: false,
  canReply: true,
  canRate: false,
  ...patch,
});

const paged = { page: 1, pageSize: 20, total: 1, hasMore: false };

const ticketRoutes = (
  <Routes>
    <Route path="/admin/support" element={<SupportPage />} />
    <Route path="/admin/support/:ticketId" element={<TicketPage />} />
  </Routes>
);

describe('the support inbox', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({
      '/api/admin/tickets/list': () => ({ data: { ticketList: [summary()], ...paged } }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the tickets and filters them by status', async () => {
    renderWithProviders(ticketRoutes, { path: '/admin/support' });
    const row = (await screen.findByRole('link', { name: 'T-0011' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ada')).toBeTruthy();
    expect(within(row).getByText('Sky Tower')).toBeTruthy();
    expect(within(row).getByText('My gems did not arrive.')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Answered');
    await waitFor(() =>
      expect(api.callsTo('/api/admin/tickets/list').at(-1)?.params).toEqual({
        page: '1',
        status: 'Answered',
      }),
    );
  });

  it('reads the game and page filters from the address', async () => {
    renderWithProviders(ticketRoutes, { path: '/admin/support?appId=5&game=Sky+Tower&page=2' });
    await screen.findByRole('link', { name: 'T-0011' });
    expect(api.callsTo('/api/admin/tickets/list')[0]?.params).toEqual({ page: '2', appId: '5' });
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Game' }).value).toBe(
      'Sky Tower',
    );
  });
});

describe('a ticket', () => {
  let api: ReturnType<typeof fakeApi>;
  let current: AdminTicketDetail;
  beforeEach(() => {
    current = detail();
    api = fakeApi({
      '/api/admin/tickets/detail': () => ({ data: current }),
      '/api/admin/tickets/reply': ({ params }) => {
        const answer = {
          convContentId: 2,
          convType: 1 as const,
          convKind: 'answer' as const,
          convTime: 1_700_000_200_000,
          convContent: params.body ?? '',
          convRate: 0,
          convUserIconUrl: '',
          attachment: [],
        };
        current = {
          ...current,
          queryStatus: 1,
          queryStatusName: 'Answered',
          queryConvDetail: [...current.queryConvDetail, answer],
        };
        return { data: answer };
      },
      '/api/admin/tickets/status': ({ params }) => ({
        data: summary({ status: params.status === 'Closed' ? 'Closed' : 'Pending' }),
      }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the whole conversation with the screenshots as links', async () => {
    renderWithProviders(ticketRoutes, { path: '/admin/support/11' });
    const thread = within(await screen.findByRole('list', { name: 'Conversation' }));
    expect(thread.getByText('My gems did not arrive.')).toBeTruthy();
    expect(thread.getByText('Still nothing today.')).toBeTruthy();
    const links = thread.getAllByRole('link', { name: /Screenshot/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/uploads/receipt',
      '/uploads/second',
    ]);
    expect(api.callsTo('/api/admin/tickets/detail')[0]?.params).toEqual({ ticketId: '11' });
  });

  it('sends an answer and shows it in the conversation', async () => {
    renderWithProviders(ticketRoutes, { path: '/admin/support/11' });
    await userEvent.type(await screen.findByLabelText('Your answer'), 'Refunded, sorry!');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));

    await waitFor(() => expect(api.callsTo('/api/admin/tickets/reply')).toHaveLength(1));
    expect(api.callsTo('/api/admin/tickets/reply')[0]?.params).toEqual({
      ticketId: '11',
      body: 'Refunded, sorry!',
    });
    const thread = within(screen.getByRole('list', { name: 'Conversation' }));
    expect(await thread.findByText('Refunded, sorry!')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your answer').value).toBe('');
  });

  it('changes the status', async () => {
    renderWithProviders(ticketRoutes, { path: '/admin/support/11' });
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'Closed');
    await userEvent.click(screen.getByRole('button', { name: 'Set status' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/tickets/status')[0]?.params).toEqual({
        ticketId: '11',
        status: 'Closed',
      }),
    );
    expect(await screen.findByText('Status set to Closed.')).toBeTruthy();
  });
});
