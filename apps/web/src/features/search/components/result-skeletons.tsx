import styles from './search-box.module.css';

/** Rows of the search panel while they load. */
export function ResultSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.skeletons} aria-label="Loading" role="presentation">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton" />
      ))}
    </div>
  );
}
