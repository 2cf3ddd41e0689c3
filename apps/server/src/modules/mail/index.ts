export {
  outboxMailStatus,
  queueMail,
  MailQueuedChannel,
  type MailAttachment,
  type OutgoingMail,
} from './outbox';
export { companiesWithDueMail, deliverOutbox, MaxMailAttempts } from './deliver-outbox';
export { readMailConfig, smtpSender, type MailConfig, type MailSender } from './smtp';
export { mailRoutes } from './routes';
export { queueProfileMail, type ProfileMail, type ProfileMailAttachment } from './send-email';
