import type { AdminSlide } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { fileOf, page, summary } from '../games/game-fixtures';
import { BannersPage } from './banners-page';

const slide = (patch: Partial<AdminSlide> = {}): AdminSlide => ({
  slideId: 1,
  title: 'Summer sale',
  subtitle: 'Every game is free',
  imageUrl: 'http://games/artwork/summer.png',
  appId: 1003,
  linkUrl: null,
  position: 1,
  active: true,
  ...patch,
});
const SLIDES = [
  slide(),
  slide({
    slideId: 2,
    title: 'Read the news',
    subtitle: '',
    imageUrl: 'http://games/artwork/news.png',
    appId: null,
    linkUrl: '/pc/news/',
    position: 2,
    active: false,
  }),
];
const user = userEvent.setup({ applyAccept: false });

describe('the banners', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({
      '/api/admin/slides/list': () => ({ data: { slideList: SLIDES } }),
      '/api/admin/games/list': () => ({ data: page([summary()]) }),
      '/api/admin/images/upload': () => ({
        data: { path: '/artwork/new.png', url: 'http://games/artwork/new.png' },
      }),
      '/api/admin/slides/create': () => ({ data: slide({ slideId: 3 }) }),
      '/api/admin/slides/update': () => ({ data: slide() }),
      '/api/admin/slides/delete': () => ({ data: { slideId: 1 } }),
      '/api/admin/slides/reorder': () => ({ data: { slideList: SLIDES } }),
    });
    renderWithProviders(<BannersPage />, { path: '/admin/banners' });
  });
  afterEach(() => vi.unstubAllGlobals());

  const row = async (title: string) => {
    const list = await screen.findByRole('list', { name: 'Banners' });
    const item = within(list)
      .getAllByRole('listitem')
      .find((entry) => entry.textContent?.includes(title));
    if (!item) throw new Error(`no banner ${title}`);
    return item;
  };

  it('lists the banners in order with their pictures, words, targets and state', async () => {
    const first = await row('Summer sale');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('http://games/artwork/summer.png');
    expect(await within(first).findByText('Opens Star Hopper')).toBeTruthy();
    expect(within(first).getByText('On show')).toBeTruthy();
    const second = await row('Read the news');
    expect(within(second).getByText('/pc/news/')).toBeTruthy();
    expect(within(second).getByText('Hidden')).toBeTruthy();
  });

  it('creates a banner from an uploaded picture, a title and a game', async () => {
    await user.click(screen.getByRole('button', { name: 'New banner' }));
    const form = screen.getByRole('form', { name: 'New banner' });
    await user.click(within(form).getByRole('button', { name: 'Add banner' }));
    expect(within(form).getByText('Upload a picture for the banner.')).toBeTruthy();

    await user.upload(within(form).getByLabelText('Upload picture'), fileOf('s.png', 'image/png'));
    await waitFor(() =>
      expect(within(form).getByRole('img').getAttribute('src')).toBe(
        'http://games/artwork/new.png',
      ),
    );
    await user.type(within(form).getByLabelText('Title'), 'Autumn');
    await user.type(within(form).getByLabelText('Subtitle (optional)'), 'New games');
    const picker = within(form).getByLabelText('Game');
    await waitFor(() => expect(picker).toHaveProperty('disabled', false));
    await user.selectOptions(picker, '1003');
    await user.click(within(form).getByRole('button', { name: 'Add banner' }));

    await waitFor(() =>
      expect(api.callsTo('/api/admin/slides/create')[0]?.params).toEqual({
        title: 'Autumn',
        subtitle: 'New games',
        imageUrl: '/artwork/new.png',
        appId: '1003',
        linkUrl: 'null',
        active: 'true',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New banner' })).toBeNull());
  });

  it('sends only what changed when a banner moves from a game to an address', async () => {
    await user.click(
      within(await row('Summer sale')).getByRole('button', { name: 'Edit Summer sale' }),
    );
    const form = screen.getByRole('form', { name: 'Edit “Summer sale”' });
    expect(within(form).getByLabelText('Title')).toHaveProperty('value', 'Summer sale');
    await user.click(within(form).getByRole('radio', { name: 'An address' }));
    await user.type(within(form).getByLabelText('Address'), 'https://example.com/sale');
    await user.click(within(form).getByLabelText('Show on the home page'));
    await user.click(within(form).getByRole('button', { name: 'Save banner' }));

    await waitFor(() =>
      expect(api.callsTo('/api/admin/slides/update')[0]?.params).toEqual({
        slideId: '1',
        linkUrl: 'https://example.com/sale',
        active: 'false',
      }),
    );
  });

  it('deletes a banner only once the admin confirms', async () => {
    await user.click(
      within(await row('Read the news')).getByRole('button', { name: 'Delete Read the news' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete “Read the news”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('/api/admin/slides/delete')).toHaveLength(0);

    await user.click(
      within(await row('Read the news')).getByRole('button', { name: 'Delete Read the news' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete “Read the news”?' })).getByRole('button', {
        name: 'Delete banner',
      }),
    );
    await waitFor(() =>
      expect(api.callsTo('/api/admin/slides/delete')[0]?.params).toEqual({ slideId: '2' }),
    );
  });

  it('reorders the banners and saves every one in the new order', async () => {
    await user.click(
      within(await row('Summer sale')).getByRole('button', { name: 'Move Summer sale down' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() =>
      expect(api.callsTo('/api/admin/slides/reorder')[0]?.params).toEqual({ slideIds: '[2,1]' }),
    );
  });
});
