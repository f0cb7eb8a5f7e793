import type { AdminTicketDetail, TicketMessage } from '@portal/contracts';
import { when } from '../../components/format';
import own from './support.module.css';

const KIND_LABEL: Record<TicketMessage['kind'] | 'question', string> = {
  question: 'Question',
  reply: 'Reply',
  followup: 'Follow-up question',
  answer: 'Answer',
};

/** Screenshots as links that open the full picture; the file name is all a link needs to say. */
function Attachments({ urls }: { urls: string[] }) {
  if (urls.length === 0) return null;
  return (
    <ul className={own.attachments} aria-label="Attachments">
      {urls.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt="" loading="lazy" />
            <span>Screenshot {index + 1}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The player's question, then every reply, follow-up and answer in order. Ticket text is plain
 * text: shown as text (React escapes it), its line breaks kept by CSS.
 */
export function TicketThread({ ticket }: { ticket: AdminTicketDetail }) {
  const player = ticket.nickname || `Player ${ticket.userId}`;
  const lines = [
    {
      key: 'question',
      author: 'player' as const,
      kind: 'question' as const,
      body: ticket.description,
      date: ticket.createdAt,
      attachments: ticket.attachments,
    },
    ...ticket.messages.map((message) => ({ key: String(message.messageId), ...message })),
  ];
  return (
    <ol className={own.thread} aria-label="Conversation">
      {lines.map((line) => (
        <li key={line.key} className={own.line} data-author={line.author}>
          <div className={own.lineMeta}>
            <strong>{line.author === 'support' ? 'Support' : player}</strong>
            <span className={own.kind}>{KIND_LABEL[line.kind]}</span>
            <time dateTime={new Date(line.date).toISOString()}>{when(line.date)}</time>
          </div>
          <p className={own.body}>{line.body}</p>
          <Attachments urls={line.attachments} />
        </li>
      ))}
    </ol>
  );
}
