export { messageBatchesRoutes } from './routes';
export { firstDeliveredOn, firstDeliveredOnSql } from './communications-feed';
export { insertMessageBatch, sendableTemplate } from './accrue-message-batch';
export { letterMaker } from './letter-maker';
export { MessageBatchReleaseQueue } from './release-message-batch';
export { runMessageBatchRelease, type ReleaseRequest } from './release-runner';
export { insertSourcedBatches, type SourcedBatch } from './sourced-batches';
export type { RecipientFacts } from './recipient-rows';
