import { httpsUrlSchema, URL_MAX, type AdminGame } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/field';
import shared from '../../components/admin.module.css';
import { useSetGameUrl } from './api/set-game-url';
import styles from './games.module.css';

/** Hosting at an https address of the game's own, checked as the server checks it. */
export function ExternalUrlForm({ game }: { game: AdminGame }) {
  const change = useSetGameUrl();
  const [address, setAddress] = useState(game.hosting === 'external' ? game.appUrl : '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = httpsUrlSchema.safeParse(address);
    if (!checked.success || checked.data === '') {
      setProblem('Enter an https address, such as https://games.example.com/star-hopper/.');
      return;
    }
    change.mutate({ appId: game.appId, appUrl: checked.data });
  };

  return (
    <form className={styles.hostingBody} onSubmit={submit} noValidate>
      <TextField
        label="Game address"
        type="url"
        placeholder="https://"
        value={address}
        maxLength={URL_MAX}
        error={problem ?? (change.isError ? change.error.message : undefined)}
        onChange={(event) => {
          setAddress(event.target.value);
          setProblem(null);
          change.reset();
        }}
      />
      {change.isSuccess && (
        <div className={styles.done} role="status">
          <strong>Saved.</strong>
          <span>
            The game now opens from{' '}
            <a href={change.data.appUrl} target="_blank" rel="noreferrer">
              {change.data.appUrl}
            </a>
            .
          </span>
        </div>
      )}
      <div className={shared.formActions}>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={change.isPending || address.trim() === ''}
        >
          {change.isPending ? 'Saving…' : 'Use this address'}
        </button>
      </div>
    </form>
  );
}
