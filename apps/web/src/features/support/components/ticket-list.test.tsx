import { Code, codeMessages, type TicketSummary } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, session } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { sessionStore } from '../../auth';
import { TicketList } from './ticket-list';

const summary = (patch: Partial<TicketSummary>): TicketSummary => ({
  queryId: 1,
  ticketNo: 'T20261120AAAAAA',
  queryStatus: 0,
  queryStatusName: 'Pending',
  viewStatus: 0,
  ticketTypeName: 'Bug report',
  appName: 'Star Hopper',
  queryContent: 'The level froze',
  occurTime: Date.UTC(2026, 10, 19),
  createdAt: Date.UTC(2026, 10, 20),
  updatedAt: Date.UTC(2026, 10, 21),
  ...patch,
});

const page = (queryList: TicketSummary[]) => ({
  data: { queryList, page: 1, pageSize: 10, total: queryList.length, hasMore: false },
});

describe('the ticket list', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    api = fakeApi();
    sessionStore.login(session(), { announce: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers a new ticket when there is none', async () => {
    api.on('/api/user/query/list', () => page([]));
    renderWithProviders(<TicketList />);
    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New ticket' }).getAttribute('href')).toBe(
      '/pc/support/new',
    );
  });

  it('lists number, game, type, excerpt, status, dates and the answered mark', async () => {
    api.on('/api/user/query/list', () =>
      page([
        summary({
          queryId: 2,
          ticketNo: 'T20261121BBBBBB',
          queryStatus: 1,
          queryStatusName: 'Answered',
          viewStatus: 1,
        }),
        summary({ queryId: 1, appName: '' }),
      ]),
    );
    renderWithProviders(<TicketList />);
    const link = await screen.findByRole('link', { name: 'T20261121BBBBBB' });
    expect(link.getAttribute('href')).toBe('/pc/support/ticket/2');
    const [, answered, pending] = screen.getAllByRole('row');
    expect(within(answered as HTMLElement).getByText('New answer')).toBeTruthy();
    expect(within(answered as HTMLElement).getByText('Answered').dataset.status).toBe('Answered');
    expect(within(pending as HTMLElement).queryByText('New answer')).toBeNull();
    expect(within(pending as HTMLElement).getByText('—')).toBeTruthy();
    expect(within(pending as HTMLElement).getByText('The level froze')).toBeTruthy();
  });

  it('says what went wrong and offers to try again', async () => {
    api.on('/api/user/query/list', () => ({
      code: Code.SERVER_ERROR,
      msg: codeMessages[Code.SERVER_ERROR],
    }));
    renderWithProviders(<TicketList />);
    expect(
      await screen.findByRole('heading', { name: 'Your tickets could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
