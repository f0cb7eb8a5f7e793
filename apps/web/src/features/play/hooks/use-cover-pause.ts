import { useEffect, useRef } from 'react';
import { pauseMessage, type Cover } from './pause-rule';

const cover = (): Cover => ({
  hidden: document.visibilityState === 'hidden',
  covered: document.querySelector('dialog[open]') !== null,
});

/**
 * Reports when the game should pause (a dialog covers it or the tab is hidden) and resume. Any
 * dialog counts, the site's own and those of other features, so it watches the page itself.
 */
export function useCoverPause(onChange: (message: 'pause' | 'resume') => void): void {
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  });
  useEffect(() => {
    let paused = false;
    const check = () => {
      const message = pauseMessage(paused, cover());
      if (!message) return;
      paused = message === 'pause';
      handler.current(message);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    document.addEventListener('visibilitychange', check);
    check();
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
}
