export { apInboxRoutes } from './routes';
export { loadApprovalGroups, type LoadedGroup } from './approval-groups';
export { mayUseApprovals, requireApprovalTier } from './inbox-access';
export { userTiedApprovals } from './user-tied';
// The approval filters' cards as the AP inbox shows them to the caller (the home page).
export { inboxCards } from './get-inbox-invoices';
