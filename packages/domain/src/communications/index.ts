export * from './templates';
export * from './merge-codes';
export * from './message-batches';
