export * from './owner-access';
export * from './card-rules';
export * from './portal-requests';
