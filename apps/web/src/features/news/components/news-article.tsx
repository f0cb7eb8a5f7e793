import { formatDate } from '@portal/contracts';
import { Link } from 'react-router';
import { State } from '../../../components/ui/state';
import { paths } from '../../../lib/paths';
import { useNewsDetail, type NewsChannel } from '../api/get-news';
import styles from './news.module.css';
import { newsKind } from './news-card';

/** One story; its HTML was sanitised by the server when it was written. */
export function NewsArticle({ channel, newsId }: { channel: NewsChannel; newsId: number }) {
  const { data, isPending, isError } = useNewsDetail(channel, newsId);
  const valid = Number.isInteger(newsId) && newsId > 0;
  if (!valid || isError) {
    return (
      <State
        title="Sorry,this page doesn't exist."
        action={
          <Link className="btn btn-primary" to={paths.news}>
            Back to News
          </Link>
        }
      >
        The story may have been taken down or its link is mistyped.
      </State>
    );
  }
  if (isPending) {
    return (
      <div className={styles.article} aria-label="Loading the story">
        <div className={`skeleton ${styles.articleCoverSkeleton}`} />
        <div className="skeleton" style={{ height: 40, width: '60%', margin: '24px 0' }} />
        <div className="skeleton" style={{ height: 160 }} />
      </div>
    );
  }
  return (
    <article className={styles.article}>
      <Link className="link-accent" to={paths.news}>
        ← All news
      </Link>
      <img className={styles.articleCover} src={data.coverUrl} alt="" width={1280} height={720} />
      <p className={styles.meta}>
        <span className={styles.badge} data-kind={newsKind(data.newsType).kind}>
          {channel === 'fbc' ? 'Community' : newsKind(data.newsType).label}
        </span>
        <time dateTime={new Date(data.newsPublishTime).toISOString()}>
          {formatDate(data.newsPublishTime, true)}
        </time>
      </p>
      <h1 className={styles.articleTitle}>{data.newsTitle}</h1>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: data.newsContent }} />
      {data.appId !== null && (
        <p>
          <Link className="btn btn-primary btn-large" to={paths.gameInfo(data.appId)}>
            See the game
          </Link>
        </p>
      )}
    </article>
  );
}
