import { describe, expect, it } from 'vitest';
import { newTicketNo, TICKET_NO_PATTERN } from './ticket-number.js';

describe('ticket numbers', () => {
  it('are T, the UTC date and 6 base32 characters without I, L, O or U', () => {
    const ticketNo = newTicketNo(new Date('2025-03-14T23:30:00Z'));
    expect(ticketNo).toMatch(/^T20250314[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(ticketNo).toMatch(TICKET_NO_PATTERN);
  });

  it('do not follow one another: 2,000 draws on one day repeat at most one number', () => {
    const day = new Date('2025-03-14T12:00:00Z');
    const numbers = Array.from({ length: 2000 }, () => newTicketNo(day));
    // 30 random bits: one repeat among 2,000 draws comes about once in 500 runs, two about once
    // in 500,000. The server draws again when a number is taken.
    expect(new Set(numbers).size).toBeGreaterThanOrEqual(numbers.length - 1);
    const usedChars = new Set(numbers.flatMap((n) => [...n.slice(9)]));
    expect(usedChars.size).toBe(32);
  });
});
