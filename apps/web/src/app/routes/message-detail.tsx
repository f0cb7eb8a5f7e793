import { DotGroup, useViewRedDot } from '../../features/realtime';
import { useParams } from 'react-router';
import { MessageView } from '../../features/messages';
import { useTitle } from '../../lib/use-title';
import { PlayerOnly } from './player-only';

export function MessageDetailPage() {
  useTitle('My messages');
  useViewRedDot(...DotGroup.messages);
  const notifId = Number(useParams().notifId);
  return (
    <PlayerOnly area="messages" loading={<div className="page" aria-busy="true" />}>
      <div className="page">
        <MessageView notifId={notifId} />
      </div>
    </PlayerOnly>
  );
}
