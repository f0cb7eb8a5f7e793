import {
  Code,
  formatDate,
  formatRecharge,
  messageFor,
  type Gift,
  type GiftStateValue,
} from '@portal/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { CodeWithCopy } from './copy-button';
import styles from './gifts.module.css';

const STATE_LABEL: Record<GiftStateValue, string> = {
  claimable: 'Claimable',
  claimed: 'Claimed',
  none_left: messageFor(Code.GIFT_NO_CODES_LEFT),
  locked: 'Locked',
};

function Action({
  gift,
  claiming,
  onClaim,
}: {
  gift: Gift;
  claiming: boolean;
  onClaim: (gift: Gift) => void;
}) {
  switch (gift.state) {
    case 'claimed':
      return gift.code ? <CodeWithCopy code={gift.code} /> : null;
    case 'claimable':
      return (
        <button
          type="button"
          className={`btn btn-primary ${styles.claim}`}
          disabled={claiming}
          aria-busy={claiming}
          onClick={() => onClaim(gift)}
        >
          {claiming ? 'Claiming…' : 'Claim'}
        </button>
      );
    case 'none_left':
      return (
        <button type="button" className={`btn ${styles.claim}`} disabled>
          {messageFor(Code.GIFT_NO_CODES_LEFT)}
        </button>
      );
    case 'locked':
      return (
        <button type="button" className={`btn ${styles.claim}`} disabled>
          Recharge {formatRecharge(gift.rechargeRequirement)} in total to unlock
        </button>
      );
  }
}

/** One gift pack: its game, what it holds, how many codes are left and what it takes to claim. */
export function GiftCard({
  gift,
  claiming = false,
  error,
  onClaim,
  compact = false,
}: {
  gift: Gift;
  claiming?: boolean;
  error?: string | undefined;
  onClaim: (gift: Gift) => void;
  compact?: boolean;
}) {
  const titleId = useId();
  const share = gift.total > 0 ? Math.round((gift.remaining / gift.total) * 100) : 0;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-state={gift.state}>
      {!compact && (
        <Link to={paths.gameInfo(gift.appId)} className={styles.game}>
          <img src={gift.appIconUrl} alt="" width={40} height={40} loading="lazy" />
          <span>{gift.appName}</span>
        </Link>
      )}
      <div className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          {gift.title}
        </h3>
        <span className={styles.state} data-state={gift.state}>
          {STATE_LABEL[gift.state]}
        </span>
      </div>
      <p className={styles.description}>{gift.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Codes left</dt>
          <dd>
            {gift.remaining} of {gift.total}
          </dd>
        </div>
        <div>
          <dt>Recharge needed</dt>
          <dd>
            {gift.rechargeRequirement > 0 ? formatRecharge(gift.rechargeRequirement) : 'None'}
          </dd>
        </div>
        {gift.endsAt !== null && (
          <div>
            <dt>Ends</dt>
            <dd>
              <time dateTime={new Date(gift.endsAt).toISOString()}>{formatDate(gift.endsAt)}</time>
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.meter} aria-hidden="true">
        <span style={{ width: `${share}%` }} data-low={share <= 20 ? 'true' : undefined} />
      </div>
      <div className={styles.action}>
        <Action gift={gift} claiming={claiming} onClaim={onClaim} />
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </article>
  );
}

export function GiftSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`skeleton ${styles.cardSkeleton}`} aria-hidden="true" />
      ))}
    </>
  );
}
