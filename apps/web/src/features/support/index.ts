export { NewTicketForm } from './components/new-ticket-form';
export { TicketDetailView } from './components/ticket-detail';
export { TicketList } from './components/ticket-list';
