import { apiRoutes } from '@portal/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { HeroSlideshow } from './hero-slideshow';

const slide = (slideId: number) => ({
  slideId,
  title: `Slide ${slideId}`,
  subtitle: '',
  imageUrl: `/art/banner-${slideId}.webp`,
  appId: null,
  linkUrl: null,
});

/** The banners drawn in the hero, by address. */
const banners = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HeroSlideshow', () => {
  it('draws the banners up to the next one, and the later ones as the slideshow nears them', async () => {
    fakeApi({
      [apiRoutes.slideshow.path]: () => ({ data: { slideList: [1, 2, 3, 4, 5].map(slide) } }),
    });
    const { container } = renderWithProviders(<HeroSlideshow />);
    await screen.findByRole('heading', { name: 'Slide 1' });
    // Not the five banners of the slideshow at once: the first screen's and the next.
    expect(banners(container)).toEqual(['/art/banner-1.webp', '/art/banner-2.webp']);

    fireEvent.click(screen.getByRole('button', { name: 'Slide 4: Slide 4' }));
    await screen.findByRole('heading', { name: 'Slide 4' });
    expect(banners(container)).toHaveLength(5);

    // From the last slide the show turns to the first, which is drawn.
    fireEvent.click(screen.getByRole('button', { name: 'Slide 5: Slide 5' }));
    await screen.findByRole('heading', { name: 'Slide 5' });
    expect(banners(container)).toHaveLength(5);
  });

  it('turns to the next banner by itself, drawing the one after it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ [apiRoutes.slideshow.path]: () => ({ data: { slideList: [1, 2, 3].map(slide) } }) });
    const { container } = renderWithProviders(<HeroSlideshow />);
    await screen.findByRole('heading', { name: 'Slide 1' });
    expect(banners(container)).toHaveLength(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(screen.getByRole('heading', { name: 'Slide 2' })).toBeTruthy();
    expect(banners(container)).toHaveLength(3);
  });
});
