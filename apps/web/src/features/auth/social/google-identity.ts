import { RETRY_MS } from '@portal/contracts';
import { loadScript } from '../../../lib/load-script';

const GIS_URL = 'https://accounts.google.com/gsi/client';
/** Load or start-up failures are retried every RETRY_MS.googleInit, this many times at most. */
const MAX_TRIES = 5;

interface GoogleId {
  initialize(config: {
    client_id: string;
    callback: (response: { credential: string }) => void;
    cancel_on_tap_outside: boolean;
    use_fedcm_for_prompt: boolean;
  }): void;
  prompt(): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type: 'standard';
      theme: 'filled_black';
      size: 'large';
      text: 'continue_with';
      shape: 'pill';
      width: number;
    },
  ): void;
  cancel(): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadGoogle(): Promise<GoogleId> {
  for (let attempt = 1; ; attempt++) {
    try {
      await loadScript(GIS_URL);
      const id = window.google?.accounts?.id;
      if (id) return id;
      throw new Error('Google Identity Services did not start');
    } catch (error) {
      if (attempt >= MAX_TRIES) throw error;
      await wait(RETRY_MS.googleInit);
    }
  }
}

/**
 * Starts Google sign-in: One Tap where the browser allows it, and Google's own button in `slot`
 * for when it does not. Each credential (an ID token) goes to `onCredential`.
 */
export async function startGoogleSignIn(
  clientId: string,
  slot: HTMLElement,
  onCredential: (credential: string) => void,
): Promise<() => void> {
  const id = await loadGoogle();
  id.initialize({
    client_id: clientId,
    callback: (response) => onCredential(response.credential),
    cancel_on_tap_outside: true,
    use_fedcm_for_prompt: true,
  });
  id.renderButton(slot, {
    type: 'standard',
    theme: 'filled_black',
    size: 'large',
    text: 'continue_with',
    shape: 'pill',
    width: 280,
  });
  id.prompt();
  return () => id.cancel();
}
