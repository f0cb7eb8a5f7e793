import { Code } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { fileOf, game } from './game-fixtures';
import { GameHostingPanel } from './game-hosting-panel';

const PACKAGE = '/api/admin/games/package';
const user = userEvent.setup({ applyAccept: false });

/** The address each fetch was sent to, query included (uploads name the game there). */
const sentTo = () =>
  vi.mocked(fetch).mock.calls.map(([input]) => (typeof input === 'string' ? input : ''));

describe('hosting a game', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server’s refusal of a zip as it is', async () => {
    const refusal = 'The zip needs an index.html at its root or inside its one top folder.';
    const api = fakeApi({ [PACKAGE]: () => ({ code: Code.ZIP_NO_INDEX, msg: refusal }) });
    renderWithProviders(<GameHostingPanel game={game()} />);

    await user.upload(
      screen.getByLabelText('Choose a zip'),
      fileOf('build.zip', 'application/zip'),
    );
    await user.click(screen.getByRole('button', { name: 'Upload and host' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The zip was refused.');
    expect(alert.textContent).toContain(refusal);
    expect(api.callsTo(PACKAGE)).toHaveLength(1);
    expect(sentTo()).toContain(`${PACKAGE}?appId=1003`);
  });

  it('shows where the game is hosted once the zip is taken, with a link to try it', async () => {
    let finish: () => void = () => undefined;
    fakeApi({
      [PACKAGE]: () =>
        new Promise((resolve) => {
          finish = () => resolve({ data: game({ appUrl: 'http://games/hosted/1003/v2/' }) });
        }),
    });
    renderWithProviders(<GameHostingPanel game={game()} />);
    await user.upload(
      screen.getByLabelText('Choose a zip'),
      fileOf('build.zip', 'application/zip'),
    );
    await user.click(screen.getByRole('button', { name: 'Upload and host' }));

    expect(await screen.findByText(/Uploading build\.zip/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uploading…' })).toHaveProperty('disabled', true);
    finish();
    const done = await screen.findByText('Hosted.');
    const box = done.parentElement;
    if (!box) throw new Error('no message box');
    expect(within(box).getByRole('link', { name: 'http://games/hosted/1003/v2/' })).toBeTruthy();
  });

  it('refuses a file that is not a zip before sending anything', async () => {
    const api = fakeApi();
    renderWithProviders(<GameHostingPanel game={game()} />);
    await user.upload(screen.getByLabelText('Choose a zip'), fileOf('notes.txt', 'text/plain'));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a .zip file.');
    expect(screen.getByRole('button', { name: 'Upload and host' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(api.callsTo(PACKAGE)).toHaveLength(0);
  });

  it('hosts a game at an https address of its own', async () => {
    const api = fakeApi({
      '/api/admin/games/url': () => ({
        data: game({ hosting: 'external', appUrl: 'https://play.example.com/star/' }),
      }),
    });
    renderWithProviders(<GameHostingPanel game={game()} />);
    await user.click(screen.getByRole('tab', { name: 'External address' }));
    const address = screen.getByLabelText('Game address');
    await user.type(address, 'http://play.example.com/star/');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/api/admin/games/url')).toHaveLength(0);

    await user.clear(address);
    await user.type(address, 'https://play.example.com/star/');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/games/url')[0]?.params).toEqual({
        appId: '1003',
        appUrl: 'https://play.example.com/star/',
      }),
    );
    expect(
      await screen.findByRole('link', { name: 'https://play.example.com/star/' }),
    ).toBeTruthy();
  });
});
