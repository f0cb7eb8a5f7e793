import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { news, newsItem, newsPage } from './news-fixtures';
import { NewsPage } from './news-page';

const LIST = '/api/admin/news/list';
const STORIES = [
  newsItem(),
  newsItem({
    newsId: 12,
    title: 'Winter event',
    category: 'event',
    channel: 'fbc',
    state: 'draft',
    publishedAt: null,
  }),
];

const rowOf = async (title: string) => {
  const link = await screen.findByRole('link', { name: title });
  const row = link.closest('tr');
  if (!row) throw new Error('no row');
  return row;
};

describe('the news list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each story with its cover, kind, state and actions', async () => {
    fakeApi({ [LIST]: () => ({ data: newsPage(STORIES) }) });
    renderWithProviders(<NewsPage />, { path: '/admin/news' });
    const published = await rowOf('Star Hopper is out');
    expect(published.querySelector('img')?.getAttribute('src')).toBe(
      'http://games/artwork/cover.png',
    );
    expect(within(published).getByText('News · Portal')).toBeTruthy();
    expect(within(published).getByText('Published')).toBeTruthy();
    expect(
      within(published).getByRole('button', { name: 'Unpublish Star Hopper is out' }),
    ).toBeTruthy();
    const draft = await rowOf('Winter event');
    expect(within(draft).getByText('Event · Community')).toBeTruthy();
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByRole('link', { name: 'Edit Winter event' })).toHaveProperty(
      'pathname',
      '/admin/news/12',
    );
  });

  it('filters by category and by published or not', async () => {
    const api = fakeApi({ [LIST]: () => ({ data: newsPage(STORIES) }) });
    renderWithProviders(<NewsPage />, { path: '/admin/news' });
    await rowOf('Winter event');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'event');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'draft');
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.params).toEqual({
        page: '1',
        category: 'event',
        state: 'draft',
      }),
    );
  });

  it('publishes a draft', async () => {
    const api = fakeApi({
      [LIST]: () => ({ data: newsPage(STORIES) }),
      '/api/admin/news/publish': () => ({ data: news({ newsId: 12 }) }),
    });
    renderWithProviders(<NewsPage />, { path: '/admin/news' });
    await userEvent.click(
      within(await rowOf('Winter event')).getByRole('button', { name: 'Publish Winter event' }),
    );
    await waitFor(() =>
      expect(api.callsTo('/api/admin/news/publish')[0]?.params).toEqual({ newsId: '12' }),
    );
  });

  it('deletes a story only once the admin confirms', async () => {
    const api = fakeApi({
      [LIST]: () => ({ data: newsPage(STORIES) }),
      '/api/admin/news/delete': () => ({ data: { newsId: 11 } }),
    });
    renderWithProviders(<NewsPage />, { path: '/admin/news' });
    await userEvent.click(
      within(await rowOf('Star Hopper is out')).getByRole('button', {
        name: 'Delete Star Hopper is out',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete “Star Hopper is out”?' });
    expect(api.callsTo('/api/admin/news/delete')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete story' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/news/delete')[0]?.params).toEqual({ newsId: '11' }),
    );
  });
});
