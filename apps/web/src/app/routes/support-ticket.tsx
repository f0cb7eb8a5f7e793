import { Code, codeMessages } from '@portal/contracts';
import { Link, useLocation, useParams } from 'react-router';
import { State } from '../../components/ui/state';
import { TicketDetailView } from '../../features/support';
import { paths } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import { Breadcrumb } from './support-breadcrumb';
import { PlayerOnly } from './player-only';

const createdOf = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && 'created' in state
    ? String(state.created)
    : undefined;

/** Support: one ticket, addressed by its id. */
export function TicketPage() {
  const { ticketId } = useParams();
  const location = useLocation();
  const id = Number(ticketId);
  useTitle('Ticket');
  return (
    <PlayerOnly area="support">
      <div className="page">
        <Breadcrumb current="Ticket" />
        {Number.isInteger(id) && id > 0 ? (
          <TicketDetailView key={id} ticketId={id} created={createdOf(location.state as unknown)} />
        ) : (
          <State
            title={codeMessages[Code.RECORD_NOT_FOUND]}
            action={
              <Link to={paths.support} className="btn">
                Back to my tickets
              </Link>
            }
          />
        )}
      </div>
    </PlayerOnly>
  );
}
