import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui/toast';
import { NewTicketForm } from '../../features/support';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { PlayerOnly } from './player-only';
import { Breadcrumb } from './support-breadcrumb';
import styles from './support.module.css';

const TIPS = [
  'Choose the game and the server you play on.',
  'Say what you did just before the problem, and what you expected.',
  'Add screenshots of any error message or odd screen.',
  'Our answer appears on the ticket, and a message tells you when it does.',
];

/** Support: a new ticket; once sent, its page opens with its number confirmed. */
export function NewTicketPage() {
  useTitle('New ticket');
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <PlayerOnly area="support">
      <div className="page">
        <Breadcrumb current="New ticket" />
        <h1 className="page-title">New ticket</h1>
        <div className={styles.newLayout}>
          <NewTicketForm
            onCreated={(ticket) => {
              toast(`Ticket ${ticket.ticketNo} sent`, 'success');
              void navigate(paths.supportTicket(ticket.queryId), {
                state: { created: ticket.ticketNo },
              });
            }}
          />
          <aside className={styles.tips} aria-labelledby="ticket-tips-title">
            <h2 id="ticket-tips-title">For a quick answer</h2>
            <ul>
              {TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </PlayerOnly>
  );
}
