import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { formsLoaded, renderWithProviders } from '../../../test/render';
import { fileOf, page, summary } from '../games/game-fixtures';
import { NewNewsPage } from './new-news-page';
import { news } from './news-fixtures';
import { NewsEditPage } from './news-edit-page';

// The rich-text editor has its own test; here a plain text area stands in for it.
vi.mock('./rich-text-editor', () => ({
  RichTextEditor: ({
    label,
    initialHtml,
    error,
    onChange,
  }: {
    label: string;
    initialHtml: string;
    error?: string;
    onChange: (html: string) => void;
  }) => (
    <label>
      {label}
      <textarea defaultValue={initialHtml} onChange={(event) => onChange(event.target.value)} />
      {error && <span role="alert">{error}</span>}
    </label>
  ),
}));

const user = userEvent.setup({ applyAccept: false });

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/news" element={<p>All news</p>} />
      <Route path="/admin/news/new" element={<NewNewsPage />} />
      <Route path="/admin/news/:newsId" element={<NewsEditPage />} />
    </Routes>,
    { path },
  );

describe('writing a story', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates a draft with every field, then publishes it on Save and publish', async () => {
    const stored = news({ newsId: 21, state: 'draft', publishedAt: null });
    const api = fakeApi({
      '/api/admin/games/list': () => ({ data: page([summary()]) }),
      '/api/admin/images/upload': () => ({
        data: { path: '/artwork/c.png', url: 'http://games/artwork/c.png' },
      }),
      '/api/admin/news/create': () => ({ data: stored }),
      '/api/admin/news/publish': () => ({ data: { ...stored, state: 'published' } }),
      '/api/admin/news/detail': () => ({ data: stored }),
    });
    renderAt('/admin/news/new');
    await formsLoaded();

    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(screen.getByText('Upload a cover picture.')).toBeTruthy();
    expect(screen.getByText('Write the story.')).toBeTruthy();
    expect(api.callsTo('/api/admin/news/create')).toHaveLength(0);

    await user.type(screen.getByLabelText('Title'), 'Big news');
    await user.type(screen.getByLabelText('Summary (shown on the news cards)'), 'Short');
    await user.selectOptions(screen.getByLabelText('Category'), 'event');
    const game = screen.getByLabelText('Game it leads to (optional)');
    await waitFor(() => expect(game).toHaveProperty('disabled', false));
    await user.selectOptions(game, '1003');
    await user.upload(screen.getByLabelText('Upload picture'), fileOf('c.png', 'image/png'));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Cover picture: preview' })).toBeTruthy(),
    );
    await user.type(screen.getByLabelText('Story'), '<p>Hello</p>');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));

    await waitFor(() => expect(api.callsTo('/api/admin/news/publish')).toHaveLength(1));
    expect(api.callsTo('/api/admin/news/create')[0]?.params).toEqual({
      title: 'Big news',
      summary: 'Short',
      category: 'event',
      channel: 'portal',
      coverUrl: '/artwork/c.png',
      appId: '1003',
      contentHtml: '<p>Hello</p>',
    });
    expect(api.callsTo('/api/admin/news/publish')[0]?.params).toEqual({ newsId: '21' });
  }, 20_000);

  it('shows the story as players will see it, with the changes not saved yet', async () => {
    fakeApi({
      '/api/admin/news/detail': () => ({ data: news() }),
      '/api/admin/games/list': () => ({ data: page([summary()]) }),
    });
    renderAt('/admin/news/11');
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Changed title');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('tabpanel');
    expect(within(preview).getByRole('heading', { name: 'Changed title' })).toBeTruthy();
    expect(within(preview).getByText('Play it now.')).toBeTruthy();
    expect(within(preview).getByText('News')).toBeTruthy();
  });

  it('sends only the fields changed, and unpublishes a published story', async () => {
    const api = fakeApi({
      '/api/admin/news/detail': () => ({ data: news() }),
      '/api/admin/games/list': () => ({ data: page([summary()]) }),
      '/api/admin/news/update': (call) => ({
        data: news({ summary: call.params.summary ?? 'Our new space game.' }),
      }),
      '/api/admin/news/unpublish': () => ({ data: news({ state: 'draft', publishedAt: null }) }),
    });
    renderAt('/admin/news/11');
    await formsLoaded();
    const summaryField = await screen.findByLabelText('Summary (shown on the news cards)');
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
    await user.type(summaryField, ' Now.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/news/update')[0]?.params).toEqual({
        newsId: '11',
        summary: 'Our new space game. Now.',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/news/unpublish')[0]?.params).toEqual({ newsId: '11' }),
    );
  });
});
