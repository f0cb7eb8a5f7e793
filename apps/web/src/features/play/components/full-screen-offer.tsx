import type { FullScreenOffer as Offer } from '../hooks/use-full-screen-offer';
import styles from './full-screen-offer.module.css';

/** The one-tap "Full screen" of a game the browser would not put in full screen by itself. */
export function FullScreenOffer({ offer }: { offer: Offer }) {
  if (!offer.offered) return null;
  return (
    <section className={styles.offer} aria-label="Play in full screen">
      <p className={styles.text}>This game plays best in full screen.</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={offer.request}>
          Full screen
        </button>
        <button type="button" className="btn" onClick={offer.dismiss}>
          Not now
        </button>
      </div>
    </section>
  );
}
