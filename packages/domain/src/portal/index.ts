export * from './owner-access';
export * from './card-rules';
