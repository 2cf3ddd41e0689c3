export { queueMail, type OutgoingMail } from './outbox';
