import { formatDate, type NewsItem } from '@portal/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { NewsChannel } from '../api/get-news';
import styles from './news.module.css';

const LABEL = { news: 'News', event: 'Event' } as const;

export function NewsCard({ item, channel }: { item: NewsItem; channel: NewsChannel }) {
  return (
    <Link
      className={styles.card}
      to={paths.newsDetailOf(item.newsId, channel === 'fbc' ? 'fbc' : undefined)}
    >
      <div className={styles.cover}>
        <img src={item.coverUrl} alt="" width={640} height={360} loading="lazy" />
        <span className={styles.badge} data-kind={item.category}>
          {channel === 'fbc' ? 'Community' : LABEL[item.category]}
        </span>
      </div>
      <div className={styles.cardBody}>
        <time dateTime={new Date(item.publishedAt).toISOString()}>
          {formatDate(item.publishedAt)}
        </time>
        <h3>{item.title}</h3>
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
