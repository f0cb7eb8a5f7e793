import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFullScreenOffer } from '../hooks/use-full-screen-offer';
import { FullScreenOffer } from './full-screen-offer';

/** A browser that refuses full screen until a click counts (`gesture`). */
function fakeFullScreen() {
  const state = { gesture: false, element: null as Element | null };
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'fullscreenElement', {
    configurable: true,
    get: () => state.element,
  });
  const request = vi.fn(() => {
    if (!state.gesture) return Promise.reject(new TypeError('Permissions check failed'));
    state.element = document.documentElement;
    document.dispatchEvent(new Event('fullscreenchange'));
    return Promise.resolve();
  });
  document.documentElement.requestFullscreen = request;
  return { state, request };
}

function Page() {
  const offer = useFullScreenOffer();
  return (
    <>
      <button type="button" onClick={offer.request}>
        Start
      </button>
      <FullScreenOffer offer={offer} />
    </>
  );
}

describe('the one-tap full screen', () => {
  let browser: ReturnType<typeof fakeFullScreen>;
  beforeEach(() => {
    browser = fakeFullScreen();
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'fullscreenEnabled');
    Reflect.deleteProperty(document, 'fullscreenElement');
  });

  it('offers "Full screen" when the browser refused it, and enters it with one tap', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    const offer = await screen.findByRole('region', { name: 'Play in full screen' });
    expect(offer.textContent).toContain('This game plays best in full screen.');
    browser.state.gesture = true;
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(browser.request).toHaveBeenCalledTimes(2);
    expect(document.fullscreenElement).toBe(document.documentElement);
    expect(screen.queryByRole('region', { name: 'Play in full screen' })).toBeNull();
  });

  it('offers nothing when the browser allowed it at once', async () => {
    browser.state.gesture = true;
    const { result } = renderHook(() => useFullScreenOffer());
    await act(async () => {
      result.current.request();
      await Promise.resolve();
    });
    expect(result.current.offered).toBe(false);
    expect(browser.request).toHaveBeenCalledTimes(1);
  });

  it('goes away with "Not now"', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Play in full screen' })).toBeNull();
  });
});
