import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../auth';
import { clientConfig, fakeApi, session } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { ExitGameDialog } from './exit-game-dialog';
import { QrCodeDialog } from './qr-code-dialog';
import { ShortcutDialog } from './shortcut-dialog';

const hotGame = (appId: number, appName: string) => ({
  appId,
  appName,
  appIconUrl: `/${appId}.svg`,
  bannerUrl: '',
  briefIntro: '',
  appUrl: `http://games/${appId}/`,
  appType: 0,
  appTags: [],
  screenType: 0,
  status: 'online',
});

describe('the exit-game dialog', () => {
  let api: ReturnType<typeof fakeApi>;
  const onClose = vi.fn();
  const onLeave = vi.fn();
  const render = () =>
    renderWithProviders(
      <ExitGameDialog
        open
        appId={1001}
        appName="Number Merge 2048"
        onClose={onClose}
        onLeave={onLeave}
      />,
    );
  beforeEach(() => {
    sessionStore.login(session(), { announce: false });
    onClose.mockClear();
    onLeave.mockClear();
    api = fakeApi({
      '/api/guest/client/config': () => ({ data: clientConfig() }),
      '/api/hotItemsArr': () => ({
        data: {
          hotItems: [
            hotGame(1001, 'Number Merge 2048'),
            hotGame(1002, 'Neon Snake'),
            hotGame(1003, 'Mine Sweep'),
          ],
        },
      }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the other hot games, each starting with Play', async () => {
    render();
    const dialog = screen.getByRole('dialog', { name: 'Leave the game' });
    expect(await within(dialog).findByRole('button', { name: 'Play Neon Snake' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Play Mine Sweep' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Play Number Merge 2048' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Play Neon Snake' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(api.callsTo('/api/user/client/gameconfig')).toHaveLength(1));
    expect(api.callsTo('/api/user/client/gameconfig')[0]?.params.appId).toBe('1002');
  });

  it('stays on Keep playing or Escape, and leaves on Leave game', async () => {
    render();
    const dialog = screen.getByRole('dialog', { name: 'Leave the game' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave game' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('says when there is no other hot game, and when the list failed', async () => {
    api.on('/api/hotItemsArr', () => ({ data: { hotItems: [hotGame(1001, 'Number Merge')] } }));
    render();
    expect(await screen.findByText('No other hot games right now.')).toBeTruthy();
  });

  it('shows why the hot games could not load', async () => {
    api.on('/api/hotItemsArr', () => ({ code: 500, msg: 'Something broke.' }));
    render();
    expect((await screen.findByRole('alert')).textContent).toContain('Something broke.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the add-shortcut dialog', () => {
  const clicked: { name: string; href: string }[] = [];
  beforeEach(() => {
    clicked.length = 0;
    // jsdom has no object URLs; the file itself is the server's answer.
    Object.assign(URL, { createObjectURL: () => 'blob:shortcut', revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const render = () =>
    renderWithProviders(
      <ShortcutDialog
        open
        appId={1001}
        appName="Number Merge 2048"
        appIconUrl="/icon.svg"
        onClose={() => undefined}
      />,
    );

  it('downloads the .url file under the name the server gives it', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response('[InternetShortcut]\nURL=http://site/pc/game/1001\n', {
          headers: {
            'content-type': 'application/octet-stream',
            'content-disposition':
              'attachment; filename="Number Merge 2048.url"; filename*=UTF-8\'\'Number%20Merge%202048.url',
          },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Download shortcut' }));
    expect(await screen.findByText(/Saved\./)).toBeTruthy();
    expect(clicked).toEqual([{ name: 'Number Merge 2048.url', href: 'blob:shortcut' }]);
    const url = new URL(fetchMock.mock.calls[0]?.[0] as string, 'http://site');
    expect(url.pathname).toBe('/api/user/client/shortcut');
    expect(url.searchParams.get('appId')).toBe('1001');
  });

  it('shows a refusal as its text', async () => {
    fakeApi({
      '/api/user/client/shortcut': () => ({ code: 4064, msg: 'This game has been closed.' }),
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Download shortcut' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This game has been closed.');
    expect(clicked).toHaveLength(0);
  });
});

describe('the play-on-mobile QR view', () => {
  const onExpired = vi.fn();
  beforeEach(() => onExpired.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  const render = (opened = false) =>
    renderWithProviders(
      <QrCodeDialog
        open
        appId={1001}
        appName="Number Merge 2048"
        userId={7}
        osignKey="k"
        opened={opened}
        onClose={() => undefined}
        onExpired={onExpired}
      />,
    );

  it('shows the code and its countdown, then says it expired and offers a fresh one', async () => {
    const api = fakeApi({
      '/api/user/client/qrcode': () => ({
        data: {
          qrLink: 'http://m/?appId=1001&qr=abc',
          expiresAt: Date.now() + 1_500,
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      }),
    });
    render();
    const code = await screen.findByRole('img', {
      name: 'QR code to play Number Merge 2048 on a phone',
    });
    expect(code.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText(/Expires in/).textContent).toMatch(/Expires in 0:0[12]/);
    expect((await screen.findByRole('alert', {}, { timeout: 4_000 })).textContent).toBe(
      'This QR code has expired. Please scan a new one.',
    );
    expect(onExpired).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Get a new code' }));
    await waitFor(() => expect(api.callsTo('/api/user/client/qrcode')).toHaveLength(2));
    expect(api.callsTo('/api/user/client/qrcode')[0]?.params.osign).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says the game opened on a phone in place of the used code, with no expiry to come', async () => {
    fakeApi({
      '/api/user/client/qrcode': () => ({
        data: {
          qrLink: 'http://m/?appId=1001&qr=abc',
          expiresAt: Date.now() - 1,
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      }),
    });
    render(true);
    expect(await screen.findByText('Opened on your phone')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get a new code' })).toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('shows a refused signature as its text', async () => {
    fakeApi({
      '/api/user/client/qrcode': () => ({
        code: 4016,
        msg: 'The request signature is not valid. Please refresh the page.',
      }),
    });
    render();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The request signature is not valid. Please refresh the page.',
    );
  });
});
