import { lazy } from 'react';
import { Deferred } from '../../../components/ui/deferred';
import { useAccountDialogs } from '../account-dialogs-context';

const AccountFrozenDialog = lazy(() =>
  import('./account-frozen-dialog').then((module) => ({ default: module.AccountFrozenDialog })),
);

/**
 * Shown when a game refuses a frozen account (the game start sets the flag); rare enough that
 * its dialog loads when it is first shown.
 */
export function AccountFrozenNotice() {
  const { frozen, setFrozen } = useAccountDialogs();
  return (
    <Deferred wanted={frozen}>
      <AccountFrozenDialog open={frozen} close={() => setFrozen(false)} />
    </Deferred>
  );
}
