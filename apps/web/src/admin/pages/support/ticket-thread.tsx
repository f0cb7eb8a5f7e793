import { ConvType, type AdminTicketDetail, type TicketConvKindValue } from '@portal/contracts';
import { when } from '../../components/format';
import own from './support.module.css';

const KIND_LABEL: Record<TicketConvKindValue, string> = {
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
  return (
    <ol className={own.thread} aria-label="Conversation">
      {ticket.queryConvDetail.map((line) => {
        const bySupport = line.convType === ConvType.support;
        return (
          <li
            key={line.convContentId}
            className={own.line}
            data-author={bySupport ? 'support' : 'player'}
          >
            <div className={own.lineMeta}>
              <strong>{bySupport ? 'Support' : player}</strong>
              <span className={own.kind}>{KIND_LABEL[line.convKind]}</span>
              <time dateTime={new Date(line.convTime).toISOString()}>{when(line.convTime)}</time>
              {bySupport && line.convRate > 0 && (
                <span className={own.kind}>Rated {line.convRate} of 5</span>
              )}
            </div>
            <p className={own.body}>{line.convContent}</p>
            <Attachments urls={line.attachment.map((item) => item.attachmentUrl)} />
          </li>
        );
      })}
    </ol>
  );
}
