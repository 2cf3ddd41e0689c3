export { architecturalRequestsRoutes } from './routes';
// The committee's public vote and the board portal's record a vote and, when the counts decide,
// decide the request; the board portal lists the requests awaiting a board member's vote.
export { pendingSeat, recordVote, voteRecordedMessage, type ApproverRef } from './record-vote';
export { committeeApproversOf, internalApproversOf } from './approver-rows';
export { selectArchitecturalRequests } from './request-rows';
export { mailFacts } from './vote-links';
export { readArchitecturalRequest } from './request-rows';
// The decision clock's daily reminders (jobs/cron-jobs.ts).
export { remindArchitecturalApprovers } from './remind-approvers';
// The owner portal sends architectural requests through the back office's rule.
export { recordOwnerArchitecturalRequest } from './owner-architectural-request';
export { architecturalCodesOf } from './get-architectural-codes';
