import { gameShareLink, type Game } from '@portal/contracts';
import { useToast } from '../../../components/ui/toast';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares the game's share link (spec section 2: shareType 1 opens the game): through the
 * system's share sheet where the browser has one, else copied to the clipboard with a toast.
 */
export function ShareButton({ game }: { game: Pick<Game, 'appId' | 'appName' | 'briefIntro'> }) {
  const toast = useToast();
  const share = async () => {
    const url = gameShareLink(window.location.origin, game.appId);
    const data: ShareData = { title: game.appName, text: game.briefIntro, url };
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The player closed the sheet: nothing more to do. Any other refusal falls back to copying.
        if (isAbort(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast('Link copied. Paste it anywhere to share the game.', 'success');
    } catch {
      toast(`Copy this link to share the game: ${url}`, 'info', 10_000);
    }
  };
  return (
    <button type="button" className="btn btn-large" onClick={() => void share()}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M18 16a3 3 0 0 0-2.4 1.2l-6.8-3.4a3 3 0 0 0 0-1.6l6.8-3.4A3 3 0 1 0 15 7l-6.8 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z"
          fill="currentColor"
        />
      </svg>
      Share
    </button>
  );
}
