import { describe, expect, it } from 'vitest';
import { newTicketNo, TICKET_NO_PATTERN } from './ticket-number.js';

describe('ticket numbers', () => {
  it('are T, the UTC date and 6 base32 characters without I, L, O or U', () => {
    const ticketNo = newTicketNo(new Date('2025-03-14T23:30:00Z'));
    expect(ticketNo).toMatch(/^T20250314[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(ticketNo).toMatch(TICKET_NO_PATTERN);
  });

  it('do not follow one another: 2,000 draws on one day are all different', () => {
    const day = new Date('2025-03-14T12:00:00Z');
    const numbers = Array.from({ length: 2000 }, () => newTicketNo(day));
    expect(new Set(numbers).size).toBe(numbers.length);
    const usedChars = new Set(numbers.flatMap((n) => [...n.slice(9)]));
    expect(usedChars.size).toBe(32);
  });
});
