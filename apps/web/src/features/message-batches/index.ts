export { CommunicationsGrid, type CommunicationsOf } from './communications-grid';
