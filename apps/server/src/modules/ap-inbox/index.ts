export { apInboxRoutes } from './routes';
export { loadApprovalGroups, type LoadedGroup } from './approval-groups';
export { mayUseApprovals, requireApprovalTier } from './inbox-access';
export { userTiedApprovals } from './user-tied';
// The approval filters' cards as the AP inbox shows them to the caller (the home page).
export { inboxCards } from './get-inbox-invoices';
// The board's decisions, which the board portal runs as the owner's board user.
export { boardApproveInvoice } from './approve-invoice';
export { boardRejectInvoice } from './reject-invoice';
