import { useAccountDialogs } from '../account-dialogs-context';
import { LinkButton } from './link-button';

/** Offered in mobile flows once a countdown has run out without the code arriving. */
export function CodeHelpLink({ show }: { show: boolean }) {
  const { setCodeHelp } = useAccountDialogs();
  if (!show) return null;
  return <LinkButton onClick={() => setCodeHelp(true)}>Didn&apos;t receive the code?</LinkButton>;
}
