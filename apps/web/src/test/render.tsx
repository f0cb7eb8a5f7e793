import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '../components/ui/toast';
import { AuthProvider } from '../features/auth';

/** The providers the site wraps every page in, with a router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/pc' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <AuthProvider>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}

/**
 * Waits for a lazily loaded form to replace its skeleton. The first import of a lazy module in a
 * test file is transformed on demand and may take seconds on a busy machine, well past
 * testing-library's default second: that is loading time, not the behaviour under test.
 */
export async function formsLoaded() {
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull(), {
    timeout: 4000,
  });
}
