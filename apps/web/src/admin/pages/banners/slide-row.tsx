import type { AdminSlide } from '@portal/contracts';
import shared from '../../components/admin.module.css';
import { useGameName } from '../catalogue/picker-games';
import styles from './banners.module.css';

/** One banner in the list: its picture as players see it, its words, where it leads. */
export function SlideRow({
  slide,
  onEdit,
  onDelete,
}: {
  slide: AdminSlide;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const gameName = useGameName();
  return (
    <div className={styles.row}>
      <img className={styles.preview} src={slide.imageUrl} alt="" loading="lazy" />
      <div className={styles.text}>
        <strong>{slide.title}</strong>
        {slide.subtitle && <span className="muted">{slide.subtitle}</span>}
        <span className={styles.targetText}>
          {slide.appId !== null ? (
            <>Opens {gameName(slide.appId)}</>
          ) : (
            <>
              Opens <code>{slide.linkUrl}</code>
            </>
          )}
        </span>
      </div>
      <span className={shared.status} data-tone={slide.active ? 'good' : undefined}>
        {slide.active ? 'On show' : 'Hidden'}
      </span>
      <div className={shared.rowActions}>
        <button type="button" className="btn" aria-label={`Edit ${slide.title}`} onClick={onEdit}>
          Edit
        </button>
        <button
          type="button"
          className="btn"
          aria-label={`Delete ${slide.title}`}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </div>
  );
}
