import type { AdminGame } from '@portal/contracts';
import { useId, useState } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import shared from '../../components/admin.module.css';
import { ExternalUrlForm } from './external-url-form';
import { HOSTING } from './game-labels';
import { ZipUpload } from './zip-upload';
import styles from './games.module.css';

/** Where the game's pages come from now, and the two ways to change it. */
export function GameHostingPanel({ game }: { game: AdminGame }) {
  const id = useId();
  const [way, setWay] = useState<'zip' | 'url'>(game.hosting === 'external' ? 'url' : 'zip');
  return (
    <section className={shared.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Hosting</h2>
      <div className={styles.hostedNow}>
        <span>{HOSTING[game.hosting]}</span>
        {game.appUrl ? (
          <>
            <a className={styles.address} href={game.appUrl} target="_blank" rel="noreferrer">
              {game.appUrl}
            </a>
            <a className="btn" href={game.appUrl} target="_blank" rel="noreferrer">
              Try it
            </a>
          </>
        ) : (
          <span className="muted">Players cannot open it until it is hosted.</span>
        )}
      </div>
      <Tabs
        label="How to host the game"
        active={way}
        onChange={setWay}
        items={[
          { key: 'zip', label: 'Upload a zip', panel: <ZipUpload game={game} /> },
          { key: 'url', label: 'External address', panel: <ExternalUrlForm game={game} /> },
        ]}
      />
    </section>
  );
}
