export { GroupOwnerLabel } from './group-owner-label';
