import type { NewsCategoryValue } from '@portal/contracts';
import { State } from '../../../components/ui/state';
import { useLoadMore } from '../../../lib/use-load-more';
import { useNewsList, type NewsChannel } from '../api/get-news';
import { NewsCard, NewsSkeletons } from './news-card';
import styles from './news.module.css';

/**
 * A grid of news cards; more load as the player nears the bottom. With a `limit` (Home's latest
 * news) it is one row, whose columns fit the width and leave no card alone on a second line.
 */
export function NewsFeed({
  channel,
  category,
  limit,
}: {
  channel: NewsChannel;
  category?: NewsCategoryValue;
  limit?: number;
}) {
  const query = useNewsList(channel, category, limit);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useLoadMore(
    () => {
      if (!isFetchingNextPage) void fetchNextPage();
    },
    limit === undefined && Boolean(hasNextPage),
  );
  const items = query.data?.pages.flatMap((p) => p.newsList) ?? [];
  const shown = limit === undefined ? items : items.slice(0, limit);

  if (query.isError) {
    return (
      <State
        title="The news could not be loaded"
        action={
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            Try again
          </button>
        }
      >
        Check your connection, then try again.
      </State>
    );
  }
  if (query.isSuccess && items.length === 0) {
    return (
      <State title="Nothing here yet">New stories appear here as soon as they are published.</State>
    );
  }
  return (
    <>
      <div className={limit === undefined ? styles.grid : styles.row}>
        {shown.map((item) => (
          <NewsCard key={item.newsId} item={item} channel={channel} />
        ))}
        {(query.isPending || isFetchingNextPage) && <NewsSkeletons count={limit ?? 6} />}
      </div>
      <div ref={sentinel} aria-hidden="true" />
    </>
  );
}
