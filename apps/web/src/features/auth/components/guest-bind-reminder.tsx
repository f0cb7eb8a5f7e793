import { lazy, Suspense, useState } from 'react';
import { useAccountDialogs } from '../account-dialogs-context';
import { bindPrompt } from '../session/bind-prompt';
import { isGuest, useSession } from '../session/session-store';

const GuestBindCard = lazy(() =>
  import('./guest-bind-card').then((module) => ({ default: module.GuestBindCard })),
);

/**
 * Urges a guest to bind a phone; "Hide for 24 hours" keeps it away for a day. Only guests see
 * it, so its card loads when it is due.
 */
export function GuestBindReminder() {
  const { ready, isLogin, user, reloading } = useSession();
  const { openDialog } = useAccountDialogs();
  const [dismissed, setDismissed] = useState(false);
  const guest = ready && isLogin && !reloading && isGuest(user);
  // One turn per page load: the count is of sessions, not of renders.
  if (dismissed || !guest || !bindPrompt.dueThisPageLoad()) return null;
  return (
    <Suspense fallback={null}>
      <GuestBindCard
        onBind={() => {
          setDismissed(true);
          openDialog('bind');
        }}
        onHide={() => {
          bindPrompt.hideForADay();
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
