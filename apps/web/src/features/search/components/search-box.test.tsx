import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

const game = (appId: number, appName: string) => ({
  appId,
  appName,
  appIconUrl: `http://games/${appId}.svg`,
  bannerUrl: '',
  briefIntro: '',
  appUrl: '',
  appType: 0,
  appTags: [{ tagId: 1, tagName: 'Arcade' }],
  screenType: 1,
  status: 'online',
});

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'success', data }), {
    headers: { 'content-type': 'application/json' },
  });

class NoObserver {
  observe() {}
  disconnect() {}
}

describe('SearchBox', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('IntersectionObserver', NoObserver);
    fetchMock.mockReset();
    fetchMock.mockImplementation((input) => {
      const url = new URL(input as string, 'http://site');
      if (url.pathname === '/api/hotItemsArr')
        return Promise.resolve(envelope({ hotItems: [game(1, 'Top One')] }));
      const name = url.searchParams.get('appName') ?? '';
      if (['dragn', 'drag', 'Dragon Dash'].includes(name)) {
        return Promise.resolve(
          envelope({
            appList: [game(8, 'Dragon Dash')],
            page: 1,
            pageSize: 10,
            ...(name === 'drag' && { highlights: [[{ start: 0, end: 4 }]] }),
          }),
        );
      }
      return Promise.resolve(
        envelope({
          appList: [],
          page: 1,
          pageSize: 10,
          ...(name === 'drgn arcade zz' && {
            didYouMean: { appId: 8, appName: 'Dragon Dash' },
            related: { tag: { tagId: 1, tagName: 'Arcade' }, appList: [game(5, 'Brick Breaker')] },
          }),
        }),
      );
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const renderBox = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SearchBox />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  const searches = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(input as string, 'http://site'))
      .filter((url) => url.pathname === '/api/guest/app/search')
      .map((url) => url.searchParams.get('appName'));

  it('shows top finds when the empty box is focused', async () => {
    renderBox();
    await userEvent.click(screen.getByRole('combobox', { name: 'Search games' }));
    expect(await screen.findByText('Top finds')).toBeTruthy();
    expect(await screen.findByText('Top One')).toBeTruthy();
  });

  it('waits for typing to pause, then searches once with the cleaned text', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('combobox'), " 'dragn' ");
    expect(await screen.findByText('Dragon Dash', {}, { timeout: 4000 })).toBeTruthy();
    expect(searches()).toEqual(['dragn']);
  });

  it('marks the letters the query matched', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('combobox'), 'drag');
    const mark = await screen.findByText('Drag', { selector: 'mark' }, { timeout: 4000 });
    expect(mark.parentElement?.textContent).toBe('Dragon Dash');
  });

  it('offers a close name and a named tag’s games when nothing matches', async () => {
    renderBox();
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'drgn arcade zz');
    const offer = await screen.findByRole(
      'button',
      { name: /^Did you mean\s*Dragon Dash\s*\?$/ },
      { timeout: 4000 },
    );
    expect(screen.getByText('Arcade games')).toBeTruthy();
    expect(screen.getByText('Brick Breaker')).toBeTruthy();
    await userEvent.click(offer);
    expect((box as HTMLInputElement).value).toBe('Dragon Dash');
    await waitFor(() => expect(searches()).toContain('Dragon Dash'), { timeout: 4000 });
  });

  it('says when nothing matches, and hides results on Escape', async () => {
    renderBox();
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'zzz');
    expect(await screen.findByText('Game not found', {}, { timeout: 4000 })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull(),
    );
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
