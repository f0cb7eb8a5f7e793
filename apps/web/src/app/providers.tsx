import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { AuthProvider } from '../features/auth';
import { ApiError } from '../lib/api-client';

/** Refused requests (a code from the catalogue) are answers, not failures: they are not retried. */
const retry = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.code > 0) && failures < 2;

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <AuthProvider>{children}</AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
