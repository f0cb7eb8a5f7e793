import { formatDate, type MessageSummary } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { RedDot } from '../../../components/ui/red-dot';
import { State } from '../../../components/ui/state';
import { paths } from '../../../lib/paths';
import { useLoadMore } from '../../../lib/use-load-more';
import { useMessageList } from '../api/get-messages';
import { DeleteMessageDialog, type DeleteTarget } from './delete-message-dialog';
import { MessageTypeIcon } from './message-type';
import styles from './messages.module.css';

const TrashIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path
      d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

function MessageRow({
  message,
  onDelete,
}: {
  message: MessageSummary;
  onDelete: (target: DeleteTarget) => void;
}) {
  const unread = !message.read;
  return (
    <li className={styles.row} data-unread={unread || undefined}>
      <Link to={paths.messageDetail(message.notifId)} className={styles.rowLink}>
        <MessageTypeIcon type={message.type} />
        <span className={styles.rowText}>
          <span className={styles.rowTop}>
            <span className={styles.sender}>{message.sender}</span>
            <time dateTime={new Date(message.sendTime).toISOString()}>
              {formatDate(message.sendTime, true)}
            </time>
          </span>
          <span className={styles.rowTitle}>
            {unread && <RedDot label="Unread" />}
            {message.notifTitle}
          </span>
          <span className={styles.summary}>{message.summary}</span>
        </span>
      </Link>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={`Delete message: ${message.notifTitle}`}
        onClick={() => onDelete({ notifId: message.notifId, title: message.notifTitle })}
      >
        <TrashIcon />
      </button>
    </li>
  );
}

function RowSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={`skeleton ${styles.rowSkeleton}`} aria-hidden="true" />
      ))}
    </>
  );
}

/** The player's messages, newest first, with an unread-only view and delete on each row. */
export function MessageList() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const query = useMessageList(unreadOnly);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const more = () => {
    if (!isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useLoadMore(more, Boolean(hasNextPage));
  const messages = query.data?.pages.flatMap((page) => page.notifList) ?? [];
  const unreadCount = query.data?.pages.at(-1)?.unreadCount;

  const body = query.isError ? (
    <State
      title="Your messages could not be loaded"
      action={
        <button type="button" className="btn" onClick={() => void query.refetch()}>
          Try again
        </button>
      }
    >
      Check your connection, then try again.
    </State>
  ) : query.isSuccess && messages.length === 0 ? (
    unreadOnly ? (
      <State
        title="You are all caught up"
        action={
          <button type="button" className="btn" onClick={() => setUnreadOnly(false)}>
            Show all messages
          </button>
        }
      >
        Every message has been read.
      </State>
    ) : (
      <State title="No messages yet">
        News about your account, events and answers from support will arrive here.
      </State>
    )
  ) : (
    <>
      <ul className={styles.list} aria-busy={query.isPending} aria-label="Messages">
        {messages.map((message) => (
          <MessageRow key={message.notifId} message={message} onDelete={setDeleting} />
        ))}
        {(query.isPending || isFetchingNextPage) && <RowSkeletons count={4} />}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {hasNextPage && !isFetchingNextPage && (
        <div className={styles.more}>
          <button type="button" className="btn" onClick={more}>
            Load more messages
          </button>
        </div>
      )}
    </>
  );

  return (
    <>
      <div className="filter-bar" role="group" aria-label="Show">
        <button
          type="button"
          className="chip chip-large"
          aria-pressed={!unreadOnly}
          onClick={() => setUnreadOnly(false)}
        >
          All
        </button>
        <button
          type="button"
          className="chip chip-large"
          aria-pressed={unreadOnly}
          onClick={() => setUnreadOnly(true)}
        >
          Unread{unreadCount ? ` (${unreadCount})` : ''}
        </button>
      </div>
      {body}
      <DeleteMessageDialog target={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
