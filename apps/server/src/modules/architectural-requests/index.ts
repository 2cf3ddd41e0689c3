export { architecturalRequestsRoutes } from './routes';
// The committee's public vote records a vote and, when the counts decide, decides the request.
export { settleVotes } from './decide';
export { mailFacts } from './vote-links';
export { readArchitecturalRequest } from './request-rows';
// The decision clock's daily reminders (jobs/cron-jobs.ts).
export { remindArchitecturalApprovers } from './remind-approvers';
// The owner portal sends architectural requests through the back office's rule.
export { recordOwnerArchitecturalRequest } from './owner-architectural-request';
export { architecturalCodesOf } from './get-architectural-codes';
