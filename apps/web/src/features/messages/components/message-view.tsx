import { Code, formatDate } from '@portal/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { State } from '../../../components/ui/state';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { isNotifId, useMessageDetail } from '../api/get-message';
import { DeleteMessageDialog, type DeleteTarget } from './delete-message-dialog';
import { MessageTypeIcon } from './message-type';
import styles from './messages.module.css';

const BackLink = () => (
  <Link className="link-accent" to={paths.myMessages}>
    ← All messages
  </Link>
);

/** One message, opened (which marks it read), with delete and the way back. */
export function MessageView({ notifId }: { notifId: number }) {
  const { data, isPending, error, refetch } = useMessageDetail(notifId);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const navigate = useNavigate();

  if (!isNotifId(notifId) || (error instanceof ApiError && error.code === Code.RECORD_NOT_FOUND)) {
    return (
      <State
        title="Message not found"
        action={
          <Link className="btn btn-primary" to={paths.myMessages}>
            Back to messages
          </Link>
        }
      >
        This message was deleted, or its link is mistyped or belongs to another account.
      </State>
    );
  }
  if (error) {
    return (
      <State
        title="The message could not be loaded"
        action={
          <button type="button" className="btn" onClick={() => void refetch()}>
            Try again
          </button>
        }
      >
        {error.message}
      </State>
    );
  }
  if (isPending) {
    return (
      <div className={styles.article} aria-busy="true" aria-label="Loading the message">
        <div className="skeleton" style={{ height: 24, width: 140 }} />
        <div className="skeleton" style={{ height: 40, width: '60%' }} />
        <div className="skeleton" style={{ height: 180 }} />
      </div>
    );
  }
  return (
    <article className={styles.article}>
      <BackLink />
      <header className={styles.articleHead}>
        <MessageTypeIcon type={data.type} labelled />
        <h1 className={styles.articleTitle}>{data.notifTitle}</h1>
        <p className={styles.articleMeta}>
          <span>
            From <strong>{data.sender}</strong>
          </span>
          <time dateTime={new Date(data.sendTime).toISOString()}>
            {formatDate(data.sendTime, true)}
          </time>
        </p>
      </header>
      {/* The server sanitises message HTML when it stores it (docs/api.md, Messages). */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: data.notifContent }} />
      <footer className={styles.articleActions}>
        <Link className="btn" to={paths.myMessages}>
          Back
        </Link>
        <button
          type="button"
          className={`btn ${styles.danger}`}
          onClick={() => setDeleting({ notifId: data.notifId, title: data.notifTitle })}
        >
          Delete
        </button>
      </footer>
      <DeleteMessageDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void navigate(paths.myMessages)}
      />
    </article>
  );
}
