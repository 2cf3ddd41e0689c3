export * from './owner-access';
export * from './card-rules';
export * from './payment-fees';
export * from './autopay';
export * from './board-portal';
export * from './portal-requests';
export * from './portal-rights';
