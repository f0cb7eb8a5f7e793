import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/field';
import { useClientConfig } from '../../../lib/client-config';

const PolicyLink = ({ href, children }: { href: string | undefined; children: string }) =>
  href ? (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  ) : (
    <>{children}</>
  );

/** Sign-up and bind need the privacy policy accepted; the box starts checked (spec section 5). */
export function PolicyCheckbox({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const links = useClientConfig().data?.links;
  return (
    <CheckboxField {...registration} error={error}>
      I agree to the <PolicyLink href={links?.privacy}>Privacy Policy</PolicyLink> and the{' '}
      <PolicyLink href={links?.terms}>Terms of Use</PolicyLink>.
    </CheckboxField>
  );
}
