import { DotGroup, useViewRedDot } from '../../features/realtime';
import { MessageList } from '../../features/messages';
import { useTitle } from '../../lib/use-title';
import { PlayerOnly } from './player-only';

export function MyMessagesPage() {
  useTitle('My messages');
  useViewRedDot(...DotGroup.messages);
  return (
    <PlayerOnly area="messages" loading={<div className="page" aria-busy="true" />}>
      <div className="page">
        <h1 className="page-title">My messages</h1>
        <MessageList />
      </div>
    </PlayerOnly>
  );
}
