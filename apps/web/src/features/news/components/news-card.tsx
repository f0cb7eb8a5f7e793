import { formatDate, NewsType, type NewsItem } from '@portal/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { NewsChannel } from '../api/get-news';
import styles from './news.module.css';

/** The badge of a news item: its kind (for the style) and its label. */
export const newsKind = (newsType: number) =>
  newsType === NewsType.EVENT
    ? ({ kind: 'event', label: 'Event' } as const)
    : newsType === NewsType.GUIDE
      ? ({ kind: 'news', label: 'Guide' } as const)
      : ({ kind: 'news', label: 'News' } as const);

export function NewsCard({ item, channel }: { item: NewsItem; channel: NewsChannel }) {
  return (
    <Link
      className={styles.card}
      to={paths.newsDetailOf(item.newsId, channel === 'fbc' ? 'fbc' : undefined)}
    >
      <div className={styles.cover}>
        <img src={item.coverUrl} alt="" width={640} height={360} loading="lazy" />
        <span className={styles.badge} data-kind={newsKind(item.newsType).kind}>
          {channel === 'fbc' ? 'Community' : newsKind(item.newsType).label}
        </span>
      </div>
      <div className={styles.cardBody}>
        <time dateTime={new Date(item.newsPublishTime).toISOString()}>
          {formatDate(item.newsPublishTime)}
        </time>
        <h3>{item.newsTitle}</h3>
        <p>{item.summary}</p>
      </div>
    </Link>
  );
}

export function NewsSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`skeleton ${styles.skeleton}`} aria-hidden="true" />
      ))}
    </>
  );
}
