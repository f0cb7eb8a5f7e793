import styles from './games.module.css';

/** A game's icon, or a placeholder of the same size while it has none (no layout shift). */
export function GameIcon({ src, size = 48 }: { src: string; size?: number }) {
  return src ? (
    <img className={styles.icon} src={src} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className={styles.iconMissing} style={{ width: size, height: size }} aria-hidden="true">
      ?
    </span>
  );
}
