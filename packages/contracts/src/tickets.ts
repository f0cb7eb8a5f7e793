/** Support ticket statuses (spec section 3, Ticket). */
export const TicketStatus = [
  'Pending',
  'Processing',
  'Answered',
  'Resolved',
  'Completed',
  'Closed',
] as const;
export type TicketStatusValue = (typeof TicketStatus)[number];
