export { messageBatchesRoutes } from './routes';
export { insertMessageBatch, sendableTemplate } from './accrue-message-batch';
export { firstDeliveredOn } from './communications-feed';
export { MessageBatchReleaseQueue } from './release-message-batch';
export { runMessageBatchRelease, type ReleaseRequest } from './release-runner';
