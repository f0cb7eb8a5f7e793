import { GAME_SCREENSHOTS_MAX, type AdminGame } from '@portal/contracts';
import { useId } from 'react';
import shared from '../../components/admin.module.css';
import { ArtworkSlot } from './artwork-slot';
import { ScreenshotList } from './screenshot-list';
import styles from './games.module.css';

/** The icon, the banner and the screenshots, each with its preview and its upload. */
export function GameArtworkPanel({ game }: { game: AdminGame }) {
  const id = useId();
  const full = game.screenshots.length >= GAME_SCREENSHOTS_MAX;
  return (
    <section className={shared.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Artwork</h2>
      <div className={styles.artworkTop}>
        <ArtworkSlot
          game={game}
          kind="icon"
          title="Icon"
          hint="Square."
          buttonLabel={game.iconUrl ? 'Replace icon' : 'Upload icon'}
        >
          <div className={styles.iconPreview}>
            {game.iconUrl ? (
              <img src={game.iconUrl} alt="Icon: preview" />
            ) : (
              <span className="muted">No icon</span>
            )}
          </div>
        </ArtworkSlot>
        <ArtworkSlot
          game={game}
          kind="banner"
          title="Banner"
          hint="Wide, about 16:9."
          buttonLabel={game.bannerUrl ? 'Replace banner' : 'Upload banner'}
        >
          <div className={styles.bannerPreview}>
            {game.bannerUrl ? (
              <img src={game.bannerUrl} alt="Banner: preview" />
            ) : (
              <span className="muted">No banner</span>
            )}
          </div>
        </ArtworkSlot>
      </div>
      <ArtworkSlot
        game={game}
        kind="screenshot"
        title={`Screenshots (${game.screenshots.length} of ${GAME_SCREENSHOTS_MAX})`}
        hint={full ? 'Remove one to add another.' : 'Added after the others.'}
        buttonLabel="Add screenshot"
        disabled={full}
      >
        <ScreenshotList game={game} />
      </ArtworkSlot>
    </section>
  );
}
