import { useAccountDialogs } from '../account-dialogs-context';

/** For the game start: shows the account-frozen notice. */
export function useShowAccountFrozen(): () => void {
  const { setFrozen } = useAccountDialogs();
  return () => setFrozen(true);
}
