export { CommunicationsGrid, type CommunicationsOf } from './communications-grid';
export { EmailOwnerFilesButton } from './owner-files-batch';
