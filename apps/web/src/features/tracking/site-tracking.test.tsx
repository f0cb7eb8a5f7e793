import { apiRoutes } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientConfig, fakeApi } from '../../test/fake-api';
import { TrackingEffects, type TrackedSession } from './site-tracking';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter initialEntries={['/pc/news/']}>{children}</MemoryRouter>
  </QueryClientProvider>
);

const views = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo(apiRoutes.tracking.path).map((call) => call.params);

describe('TrackingEffects', () => {
  it('waits for the session the app hands over, then sends page views as its player', async () => {
    const api = fakeApi({ [apiRoutes.clientConfig.path]: () => ({ data: clientConfig() }) });
    const session: TrackedSession = { ready: false, userId: null };
    const { rerender } = render(<TrackingEffects arrival={[]} session={session} />, { wrapper });
    await vi.waitFor(() => expect(api.callsTo(apiRoutes.clientConfig.path)).not.toHaveLength(0));
    expect(views(api)).toHaveLength(0);

    rerender(<TrackingEffects arrival={[]} session={{ ready: true, userId: 42 }} />);
    await vi.waitFor(() => expect(views(api)).toHaveLength(1));
    expect(views(api)[0]).toMatchObject({ userId: '42' });
  });
});
