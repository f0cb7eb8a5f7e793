import { useEffect, useRef } from 'react';
import type { FieldIssues } from './field-issues';

/**
 * Takes the admin to the first field a refused form marks as invalid, once it has rendered: the
 * problem may be far above the button that was pressed. Returns the ref for the form.
 */
export function useFocusFirstProblem<T extends HTMLElement>(issues: FieldIssues) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (Object.keys(issues).length === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [issues]);
  return ref;
}
