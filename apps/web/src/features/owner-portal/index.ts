export { OwnerAccessBox } from './owner-access-box';
