import { Code } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientConfig, fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { game, page, summary } from './game-fixtures';
import { GameEditPage } from './game-edit-page';
import { NewGamePage } from './new-game-page';

const DETAIL = '/api/admin/games/detail';
const TAGS = [
  { tagId: 1, tagName: 'Arcade' },
  { tagId: 2, tagName: 'Space' },
  { tagId: 3, tagName: 'Puzzle' },
];

/** The console's answers, with the site's client config and its tags. */
const consoleApi = (handlers: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    '/api/guest/client/config': () => ({ data: clientConfig({ tagList: TAGS }) }),
    ...handlers,
  });

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/games" element={<p>All games</p>} />
      <Route path="/admin/games/new" element={<NewGamePage />} />
      <Route path="/admin/games/:appId" element={<GameEditPage />} />
    </Routes>,
    { path },
  );

describe('a new game', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends every field of the form, then opens the new game', async () => {
    const created = game({
      appId: 2001,
      appName: 'Rock Rush',
      status: 'closed',
      tags: [
        { tagId: 3, tagName: 'Puzzle' },
        { tagId: 9, tagName: 'Casual' },
      ],
    });
    const api = consoleApi({
      '/api/admin/games/create': () => ({ data: created }),
      [DETAIL]: () => ({ data: created }),
      '/api/admin/games/list': () => ({ data: page([summary()]) }),
    });
    renderAt('/admin/games/new');

    await userEvent.type(screen.getByLabelText('Name'), 'Rock Rush');
    await userEvent.type(screen.getByLabelText('Short introduction'), 'Roll the rocks.');
    await userEvent.type(screen.getByLabelText('Description'), 'Long text.');
    await userEvent.click(screen.getByRole('button', { name: 'Add a step' }));
    await userEvent.type(screen.getByLabelText('Step 1'), 'Swipe to roll');
    await userEvent.click(screen.getByRole('button', { name: 'Add a step' }));
    await userEvent.type(screen.getByLabelText('Step 2'), 'Avoid the pits');
    await userEvent.type(screen.getByLabelText('Developer'), 'Stone Games');
    await userEvent.selectOptions(screen.getByLabelText('Screen type'), 'Vertical');
    await userEvent.clear(screen.getByLabelText('App type'));
    await userEvent.type(screen.getByLabelText('App type'), '7');
    const tag = screen.getByLabelText(/^Tags/);
    await userEvent.type(tag, 'Puzzle{Enter}');
    await userEvent.type(tag, 'Casual{Enter}');
    await userEvent.type(tag, 'Oops{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag Oops' }));
    await userEvent.click(screen.getByLabelText('Hot'));
    await userEvent.click(screen.getByLabelText('New'));
    await userEvent.click(screen.getByRole('button', { name: 'Create game' }));

    await waitFor(() => expect(api.callsTo('/api/admin/games/create')).toHaveLength(1));
    expect(api.callsTo('/api/admin/games/create')[0]?.params).toEqual({
      name: 'Rock Rush',
      briefIntro: 'Roll the rocks.',
      description: 'Long text.',
      howToPlay: '["Swipe to roll","Avoid the pits"]',
      developer: 'Stone Games',
      screenType: '2',
      appType: '7',
      tags: '["Puzzle","Casual"]',
      categories: '["hot","new"]',
    });
    expect(await screen.findByRole('heading', { name: 'Rock Rush', level: 1 })).toBeTruthy();
    // Casual is new to the catalogue: the site's tag list is read again.
    await waitFor(() => expect(api.callsTo('/api/guest/client/config')).toHaveLength(2));
  }, 20_000);

  it('offers the catalogue’s tags and keeps their spelling; a new name is a new tag', async () => {
    consoleApi();
    renderAt('/admin/games/new');
    const tag = screen.getByLabelText(/^Tags/);
    const offered = () => {
      const list = document.getElementById(tag.getAttribute('list') ?? '');
      return [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
    };
    await waitFor(() => expect(offered()).toEqual(['Arcade', 'Space', 'Puzzle']));
    await userEvent.type(tag, 'puzzle{Enter}');
    await userEvent.type(tag, 'Retro{Enter}');
    const chips = within(screen.getByRole('list', { name: 'Tags of the game' }));
    expect(chips.getAllByRole('listitem').map((chip) => chip.firstChild?.textContent)).toEqual([
      'Puzzle',
      'Retro',
    ]);
    expect(offered()).toEqual(['Arcade', 'Space']);
  });

  it('sends nothing while the name is empty, and says why', async () => {
    const api = consoleApi();
    renderAt('/admin/games/new');
    await userEvent.type(screen.getByLabelText('Developer'), 'Someone');
    await userEvent.click(screen.getByRole('button', { name: 'Create game' }));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/api/admin/games/create')).toHaveLength(0);
  });
});

describe('editing a game', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the game and sends only the fields changed', async () => {
    const api = consoleApi({
      [DETAIL]: () => ({ data: game() }),
      '/api/admin/games/update': (call) => ({
        data: game({ appName: call.params.name ?? 'Star Hopper' }),
      }),
    });
    renderAt('/admin/games/1003');

    const name = await screen.findByLabelText('Name');
    expect(name).toHaveProperty('value', 'Star Hopper');
    expect(screen.getByRole('button', { name: 'Save details' })).toHaveProperty('disabled', true);
    await userEvent.clear(name);
    await userEvent.type(name, 'Star Hopper 2');
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag Space' }));
    await userEvent.click(screen.getByLabelText('Popular'));
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(api.callsTo('/api/admin/games/update')).toHaveLength(1));
    expect(api.callsTo('/api/admin/games/update')[0]?.params).toEqual({
      appId: '1003',
      name: 'Star Hopper 2',
      tags: '["Arcade"]',
      categories: '["hot","popularity"]',
    });
    // Every tag of the saved game is known already.
    expect(await screen.findByRole('heading', { name: 'Star Hopper 2', level: 1 })).toBeTruthy();
    expect(api.callsTo('/api/guest/client/config')).toHaveLength(1);
  });

  it('shows the refusal of a field under it', async () => {
    consoleApi({
      [DETAIL]: () => ({ data: game() }),
      '/api/admin/games/update': () => ({
        code: Code.MISSING_FIELD,
        msg: 'developer: Text is too long.',
      }),
    });
    renderAt('/admin/games/1003');
    const developer = await screen.findByLabelText('Developer');
    await userEvent.type(developer, ' Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(developer.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Text is too long.')).toBeTruthy();
  });

  it('asks before closing a game, then sends the new status', async () => {
    const api = consoleApi({
      [DETAIL]: () => ({ data: game() }),
      '/api/admin/games/status': () => ({ data: game({ status: 'closed' }) }),
    });
    renderAt('/admin/games/1003');
    await userEvent.click(await screen.findByRole('radio', { name: /Closed/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));

    const dialog = screen.getByRole('dialog', { name: 'Close Star Hopper?' });
    expect(api.callsTo('/api/admin/games/status')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the game' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/games/status')[0]?.params).toEqual({
        appId: '1003',
        status: 'closed',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows why a game cannot go online yet', async () => {
    const closed = game({ status: 'closed', bannerUrl: '' });
    consoleApi({
      [DETAIL]: () => ({ data: closed }),
      '/api/admin/games/status': () => ({
        code: Code.GAME_NOT_READY,
        msg: 'Host the game and give it an icon and a banner before it goes on show. Missing: the banner.',
      }),
    });
    renderAt('/admin/games/1003');
    await userEvent.click(await screen.findByRole('radio', { name: /Online/ }));
    expect(screen.getByText(/the game needs a banner/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Missing: the banner.');
  });

  it('says so when the game does not exist', async () => {
    consoleApi({
      [DETAIL]: () => ({ code: Code.INVALID_APP_ID, msg: 'This game does not exist.' }),
    });
    renderAt('/admin/games/99');
    expect(await screen.findByText('This game could not be opened.')).toBeTruthy();
    expect(screen.getByText('This game does not exist.')).toBeTruthy();
  });
});
