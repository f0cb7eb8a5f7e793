import { formatDate, type TicketDetail, type TicketMessage } from '@portal/contracts';
import styles from './ticket-conversation.module.css';

const KIND_LABEL: Record<TicketMessage['kind'] | 'question', string> = {
  question: 'Question',
  reply: 'Reply',
  followup: 'Follow-up question',
  answer: 'Answer',
};

function Attachments({ urls }: { urls: string[] }) {
  if (urls.length === 0) return null;
  return (
    <ul className={styles.attachments} aria-label="Screenshots">
      {urls.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer" className={styles.attachment}>
            <img src={url} alt={`Screenshot ${index + 1}`} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * One line of the conversation. The text is the player's or support's plain text, shown as text
 * (React escapes it) with its line breaks kept by CSS: markup in it stays visible markup.
 */
function Line({
  author,
  kind,
  body,
  date,
  attachments,
}: Pick<TicketMessage, 'author' | 'body' | 'date' | 'attachments'> & {
  kind: TicketMessage['kind'] | 'question';
}) {
  return (
    <li className={styles.line} data-author={author}>
      <div className={styles.bubble}>
        <div className={styles.meta}>
          <strong>{author === 'support' ? 'Support team' : 'You'}</strong>
          <span className={styles.kind}>{KIND_LABEL[kind]}</span>
          <time dateTime={new Date(date).toISOString()}>{formatDate(date, true)}</time>
        </div>
        <p className={styles.body}>{body}</p>
        <Attachments urls={attachments} />
      </div>
    </li>
  );
}

/** The player's question, then every answer, reply and follow-up in order. */
export function TicketConversation({ ticket }: { ticket: TicketDetail }) {
  return (
    <ol className={styles.conversation} aria-label="Conversation">
      <Line
        author="player"
        kind="question"
        body={ticket.description}
        date={ticket.createdAt}
        attachments={ticket.attachments}
      />
      {ticket.messages.map((message) => (
        <Line key={message.messageId} {...message} />
      ))}
    </ol>
  );
}
