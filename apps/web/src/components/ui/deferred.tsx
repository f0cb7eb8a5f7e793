import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts lazily loaded children from the first time they are wanted, and keeps them mounted
 * after: a dialog loads its code when it first opens, then opens and closes like any other.
 */
export function Deferred({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
