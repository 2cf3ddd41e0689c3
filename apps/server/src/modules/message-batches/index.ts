export { messageBatchesRoutes } from './routes';
export { deliveredBy } from './communications-feed';
export { MessageBatchReleaseQueue } from './release-message-batch';
export { runMessageBatchRelease, type ReleaseRequest } from './release-runner';
