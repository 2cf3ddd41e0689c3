// A work order's costs, its close and post and the community's parts list (issue 22): components
// the work order pages and the work order settings page mount.
export { ClosePostButton, type ClosePostWorkOrder } from './close-post-button';
export { CommunityPartsPanel } from './community-parts-panel';
export { WorkOrderCostsPanel } from './work-order-costs-panel';
