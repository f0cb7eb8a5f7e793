import type { ReactNode } from 'react';
import { State } from '../../../components/ui/state';
import { useLoadMore } from '../../../lib/use-load-more';
import { useGiftList, type GiftListFilter } from '../api/get-gift-list';
import { useClaimFlow } from '../hooks/use-claim-flow';
import { ClaimedCodeDialog } from './claimed-code-dialog';
import { GiftCard, GiftSkeletons } from './gift-card';
import styles from './gifts.module.css';

/**
 * Gifts to claim, a page at a time (more load near the bottom, or with the button), with the
 * claim flow and the dialog that shows a new code.
 */
export function GiftGrid({
  filter,
  from,
  compact = false,
  empty,
}: {
  filter: Omit<GiftListFilter, 'requestType'> & { requestType: 0 | 1 };
  from: string | number;
  compact?: boolean;
  empty: ReactNode;
}) {
  const query = useGiftList(filter);
  const flow = useClaimFlow(from);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const more = () => {
    if (!isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useLoadMore(more, !compact && Boolean(hasNextPage));
  const gifts = query.data?.pages.flatMap((page) => page.giftList) ?? [];

  if (query.isError) {
    return (
      <State
        title="The gifts could not be loaded"
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
  if (query.isSuccess && gifts.length === 0) return <>{empty}</>;
  return (
    <>
      <div className={compact ? styles.compactGrid : styles.grid} aria-busy={query.isPending}>
        {gifts.map((gift) => (
          <GiftCard
            key={gift.giftKey}
            gift={gift}
            compact={compact}
            claiming={flow.claiming === gift.giftKey}
            error={flow.errors[gift.giftKey]}
            onClaim={flow.request}
          />
        ))}
        {(query.isPending || isFetchingNextPage) && <GiftSkeletons count={compact ? 3 : 6} />}
      </div>
      <div ref={sentinel} aria-hidden="true" />
      {!compact && hasNextPage && !isFetchingNextPage && (
        <div className={styles.more}>
          <button type="button" className="btn" onClick={more}>
            Load more gifts
          </button>
        </div>
      )}
      <ClaimedCodeDialog claimed={flow.claimed} onClose={flow.dismiss} />
    </>
  );
}
