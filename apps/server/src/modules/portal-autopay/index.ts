/** Autopay from the owner portal (issue 23 part 4), riding on the direct debit enrolments. */
export { portalAutopayRoutes } from './routes';
export { markAutopayDrafts, withAutopayDrafts } from './run-drafts';
export { lateFeeUnpaidSql, pendingDraftCovers } from './late-fee-suppression';
export { noticeAutopayDrafts } from './notify-drafts';
