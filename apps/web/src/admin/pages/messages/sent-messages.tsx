import { MessageAudience, type AdminMessage, type MessageAudienceValue } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '../../../components/ui/field';
import { adminPaths } from '../../admin-paths';
import styles from '../../components/admin.module.css';
import { DataTable, type Column } from '../../components/data-table';
import { when } from '../../components/format';
import { Pager } from '../../components/pager';
import { useSentMessages } from './get-sent-messages';
import { MESSAGE_TYPE_LABEL } from './message-types';
import own from './messages.module.css';

const AUDIENCE_LABEL: Record<MessageAudienceValue, string> = {
  all: 'Broadcasts',
  user: 'To one player',
};

/**
 * The sanitised HTML as plain text, for a line of preview: parsed inertly, never rendered. Block
 * ends become spaces so that paragraphs do not run into each other.
 */
const textOf = (html: string) =>
  (
    new DOMParser().parseFromString(
      html.replace(/<\/(?:p|li|h\d|blockquote|figcaption)>|<br\s*\/?>/gi, '$& '),
      'text/html',
    ).body.textContent ?? ''
  )
    .replace(/\s+/g, ' ')
    .trim();

const COLUMNS: ReadonlyArray<Column<AdminMessage>> = [
  {
    key: 'date',
    header: 'Sent',
    cell: (message) => <span className={styles.nowrap}>{when(message.date)}</span>,
  },
  {
    key: 'to',
    header: 'To',
    cell: (message) =>
      message.userId === null ? (
        <strong className={styles.nowrap}>All players</strong>
      ) : (
        <Link className="link-accent" to={`${adminPaths.players}/${message.userId}`}>
          Player {message.userId}
        </Link>
      ),
  },
  {
    key: 'type',
    header: 'Type',
    cell: (message) => (
      <span className={own.type} data-type={message.type}>
        {MESSAGE_TYPE_LABEL[message.type]}
      </span>
    ),
  },
  {
    key: 'message',
    header: 'Message',
    cell: (message) => (
      <>
        <strong>{message.title}</strong>
        <p className={own.preview}>{textOf(message.content)}</p>
      </>
    ),
  },
  { key: 'sender', header: 'Sender', cell: (message) => message.sender },
];

/** What the publisher has sent, newest first. */
export function SentMessages() {
  const [page, setPage] = useState(1);
  const [audience, setAudience] = useState<MessageAudienceValue | ''>('');
  const messages = useSentMessages(page, audience);
  return (
    <section className={styles.page} aria-labelledby="sent-title">
      <div className={styles.head}>
        <h2 id="sent-title" className={own.heading}>
          Sent messages
        </h2>
        <div className={styles.toolbar}>
          <SelectField
            label="Show"
            value={audience}
            onChange={(event) => {
              setAudience(event.target.value as MessageAudienceValue | '');
              setPage(1);
            }}
          >
            <option value="">All messages</option>
            {MessageAudience.map((value) => (
              <option key={value} value={value}>
                {AUDIENCE_LABEL[value]}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <DataTable
        caption="Sent messages"
        columns={COLUMNS}
        rows={messages.data?.messageList}
        rowKey={(message) => message.notifId}
        loading={messages.isPending}
        error={messages.isError ? messages.error.message : null}
        empty="No messages sent yet."
      />
      {messages.data && <Pager {...messages.data} onPage={setPage} />}
    </section>
  );
}
