import { formatDate, GiftRequestType } from '@portal/contracts';
import { Link } from 'react-router';
import { State } from '../../../components/ui/state';
import { paths } from '../../../lib/paths';
import { useLoadMore } from '../../../lib/use-load-more';
import { useGiftList } from '../api/get-gift-list';
import { CodeWithCopy } from './copy-button';
import styles from './gifts.module.css';

function RowSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <tr key={i} aria-hidden="true">
          <td colSpan={4}>
            <div className={`skeleton ${styles.rowSkeleton}`} />
          </td>
        </tr>
      ))}
    </>
  );
}

/** The codes this player claimed, most recent claim first. */
export function MyGiftList() {
  const query = useGiftList({ requestType: GiftRequestType.MINE });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const more = () => {
    if (!isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useLoadMore(more, Boolean(hasNextPage));
  const gifts = query.data?.pages.flatMap((page) => page.giftList) ?? [];

  if (query.isError) {
    return (
      <State
        title="Your gifts could not be loaded"
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
  if (query.isSuccess && gifts.length === 0) {
    return (
      <State
        title="No gifts claimed yet"
        action={
          <Link className="btn btn-primary" to={paths.giftCenter}>
            Visit the Gift Center
          </Link>
        }
      >
        Claim a gift pack in the Gift Center and its code waits here for you.
      </State>
    );
  }
  return (
    <>
      <table className={styles.table} aria-busy={query.isPending}>
        <caption className="visually-hidden">Gift codes you claimed, most recent first</caption>
        <thead>
          <tr>
            <th scope="col">Gift</th>
            <th scope="col">Game</th>
            <th scope="col">Code</th>
            <th scope="col">Claimed</th>
          </tr>
        </thead>
        <tbody>
          {gifts.map((gift) => (
            <tr key={gift.giftKey}>
              <th scope="row">
                <div className={styles.giftCell}>
                  <strong>{gift.title}</strong>
                  <span className="muted">{gift.description}</span>
                </div>
              </th>
              <td>
                <Link to={paths.gameInfo(gift.appId)} className={styles.gameCell}>
                  <img src={gift.appIconUrl} alt="" width={36} height={36} loading="lazy" />
                  {gift.appName}
                </Link>
              </td>
              <td>{gift.code && <CodeWithCopy code={gift.code} />}</td>
              <td className={styles.dateCell}>
                {gift.claimedAt !== undefined && (
                  <time dateTime={new Date(gift.claimedAt).toISOString()}>
                    {formatDate(gift.claimedAt, true)}
                  </time>
                )}
              </td>
            </tr>
          ))}
          {(query.isPending || isFetchingNextPage) && <RowSkeletons count={4} />}
        </tbody>
      </table>
      <div ref={sentinel} aria-hidden="true" />
      {hasNextPage && !isFetchingNextPage && (
        <div className={styles.more}>
          <button type="button" className="btn" onClick={more}>
            Load more codes
          </button>
        </div>
      )}
    </>
  );
}
