import { useSearchParams } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { SendMessageForm } from './send-message-form';
import { SentMessages } from './sent-messages';

/** Messages to players' inboxes: to one player or to all, and the ones already sent. */
export function MessagesPage() {
  // A player's page links here with ?userId= to write to that player.
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  return (
    <AdminPage
      title="Messages"
      lead="Write to one player or to every player; each message lights the player’s message dot."
    >
      <SendMessageForm key={userId} userId={userId} />
      <SentMessages />
    </AdminPage>
  );
}
