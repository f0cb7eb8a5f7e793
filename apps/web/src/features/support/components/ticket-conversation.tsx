import {
  ConvType,
  formatDate,
  type TicketConv,
  type TicketConvKindValue,
  type TicketDetail,
} from '@portal/contracts';
import styles from './ticket-conversation.module.css';

const KIND_LABEL: Record<TicketConvKindValue, string> = {
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
function Line({ line }: { line: TicketConv }) {
  const bySupport = line.convType === ConvType.support;
  return (
    <li className={styles.line} data-author={bySupport ? 'support' : 'player'}>
      <div className={styles.bubble}>
        <div className={styles.meta}>
          <strong>{bySupport ? 'Support team' : 'You'}</strong>
          <span className={styles.kind}>{KIND_LABEL[line.convKind]}</span>
          <time dateTime={new Date(line.convTime).toISOString()}>
            {formatDate(line.convTime, true)}
          </time>
        </div>
        <p className={styles.body}>{line.convContent}</p>
        <Attachments urls={line.attachment.map((item) => item.attachmentUrl)} />
      </div>
    </li>
  );
}

/** The player's question, then every answer, reply and follow-up in order. */
export function TicketConversation({ ticket }: { ticket: TicketDetail }) {
  return (
    <ol className={styles.conversation} aria-label="Conversation">
      {ticket.queryConvDetail.map((line) => (
        <Line key={line.convContentId} line={line} />
      ))}
    </ol>
  );
}
