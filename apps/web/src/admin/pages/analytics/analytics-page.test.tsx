import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { AnalyticsPage } from './analytics-page';

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const paged = { page: 1, pageSize: 10, hasMore: false };

/** recharts measures its box; jsdom has no layout, so the charts get a fixed one. */
class FixedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, contentRect: { width: 600, height: 280 } } as ResizeObserverEntry;
    this.callback([entry], this);
  }
  unobserve() {}
  disconnect() {}
}

describe('the analytics page', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FixedResizeObserver);
    api = fakeApi({
      '/api/admin/analytics/page-views': ({ params }) => ({
        data: {
          from: params.from,
          to: params.to,
          totalViews: 1234,
          days: [
            { date: '2024-05-01', views: 1000, visitors: 300 },
            { date: '2024-05-02', views: 234, visitors: 120 },
          ],
        },
      }),
      '/api/admin/analytics/sign-ups': ({ params }) => ({
        data: {
          from: params.from,
          to: params.to,
          total: 57,
          methods: [
            { method: 'EMAIL', count: 40 },
            { method: 'GUEST', count: 17 },
          ],
          days: [],
        },
      }),
      '/api/admin/analytics/plays': ({ params }) => ({
        data: {
          from: params.from,
          to: params.to,
          totalPlays: 4321,
          gameList: [{ appId: 5, appName: 'Sky Tower', plays: 4000, players: 870 }],
          total: 1,
          ...paged,
        },
      }),
      '/api/admin/analytics/attribution': ({ params }) => ({
        data: {
          from: params.from,
          to: params.to,
          totalVisits: 99,
          channelList: [
            { channelId: 'spring-ads', visits: 80, visitors: 60, players: 12 },
            { channelId: '', visits: 19, visitors: 19, players: 0 },
          ],
          total: 2,
          ...paged,
        },
      }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const report = (name: string) => within(screen.getByRole('region', { name }));

  it('asks for the last 30 days first', async () => {
    renderWithProviders(<AnalyticsPage />);
    await waitFor(() => expect(api.callsTo('/api/admin/analytics/page-views')).toHaveLength(1));
    const now = Date.now();
    const range = { from: utcDay(now - 29 * DAY_MS), to: utcDay(now) };
    expect(api.callsTo('/api/admin/analytics/page-views')[0]?.params).toEqual(range);
    expect(api.callsTo('/api/admin/analytics/sign-ups')[0]?.params).toEqual(range);
    expect(api.callsTo('/api/admin/analytics/plays')[0]?.params).toEqual({
      ...range,
      page: '1',
      pageSize: '10',
    });
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe(range.from);
  });

  it('shows the figures of each report, in its table too', async () => {
    renderWithProviders(<AnalyticsPage />);
    expect(await report('Page views').findByText('1,234')).toBeTruthy();
    const views = report('Page views').getByRole('table', { name: 'Page views per day' });
    expect(within(views).getByText('2024-05-01').closest('tr')?.textContent).toBe(
      '2024-05-011,000300',
    );

    expect(await report('Sign-ups by method').findByText('57')).toBeTruthy();
    const signUps = report('Sign-ups by method').getByRole('table');
    expect(within(signUps).getByText('E-mail').closest('tr')?.textContent).toBe('E-mail40');

    expect(await report('Plays per game').findByText('4,321')).toBeTruthy();
    const plays = report('Plays per game').getByRole('table');
    expect(within(plays).getByText('Sky Tower').closest('tr')?.textContent).toBe(
      'Sky Tower4,000870',
    );

    expect(await report('Attribution by channel').findByText('99')).toBeTruthy();
    const channels = report('Attribution by channel').getByRole('table');
    expect(within(channels).getByText('spring-ads').closest('tr')?.textContent).toBe(
      'spring-ads806012',
    );
    expect(within(channels).getByText('No channel')).toBeTruthy();
  });

  it('shows a report as a table on request', async () => {
    renderWithProviders(<AnalyticsPage />);
    const table = await report('Page views').findByRole('table');
    expect(table.closest('.visually-hidden')).not.toBeNull();
    await userEvent.click(report('Page views').getByRole('button', { name: 'Show as table' }));
    expect(
      report('Page views')
        .getByRole('button', { name: 'Show as table' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(report('Page views').getByRole('table').closest('.visually-hidden')).toBeNull();
  });

  it('reports a new period, and says what is wrong with a bad one', async () => {
    renderWithProviders(<AnalyticsPage />);
    await waitFor(() => expect(api.callsTo('/api/admin/analytics/page-views')).toHaveLength(1));
    const to = screen.getByLabelText<HTMLInputElement>('To').value;

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2099-01-01');
    expect(screen.getByText('The period ends before it starts.')).toBeTruthy();
    expect(api.callsTo('/api/admin/analytics/page-views')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(api.callsTo('/api/admin/analytics/page-views')).toHaveLength(2));
    expect(api.callsTo('/api/admin/analytics/page-views')[1]?.params).toEqual({
      from: utcDay(Date.parse(`${to}T00:00:00Z`) - 6 * DAY_MS),
      to,
    });
  });
});
