export { apInboxRoutes } from './routes';
export { loadApprovalGroups, type LoadedGroup } from './approval-groups';
export { requireApprovalTier } from './inbox-access';
export { userTiedApprovals } from './user-tied';
