export { NewTicketForm } from './components/new-ticket-form';
export { TicketDetailView } from './components/ticket-detail';
export { TicketList } from './components/ticket-list';
export { useRefreshTickets } from './hooks/use-refresh-tickets';
