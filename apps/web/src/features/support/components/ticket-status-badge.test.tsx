import { TicketStatus } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TicketStatusBadge } from './ticket-status-badge';

describe('the ticket status badge', () => {
  it('names each status of the contracts and gives it its own colour', () => {
    render(
      <>
        {TicketStatus.map((status) => (
          <TicketStatusBadge key={status} status={status} />
        ))}
      </>,
    );
    for (const status of TicketStatus) {
      expect(screen.getByText(status).dataset.status).toBe(status);
    }
    expect(TicketStatus).toEqual([
      'Pending',
      'Processing',
      'Answered',
      'Resolved',
      'Completed',
      'Closed',
    ]);
  });
});
