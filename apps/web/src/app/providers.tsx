import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { AuthProvider } from '../features/auth';
import { ApiError } from '../lib/api-client';
import { FirstScreenDrawing } from '../lib/drawn-on-server';

/** Refused requests (a code from the catalogue) are answers, not failures: they are not retried. */
const retry = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.code > 0) && failures < 2;

/**
 * The site's providers. `drawn`: the page is a first screen drawn on the server (true when the
 * server draws it, and in the browser when it takes that drawing over).
 */
export function Providers({ children, drawn = false }: { children: ReactNode; drawn?: boolean }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <FirstScreenDrawing drawn={drawn}>
        <ToastProvider>
          <AuthProvider>{children}</AuthProvider>
        </ToastProvider>
      </FirstScreenDrawing>
    </QueryClientProvider>
  );
}
