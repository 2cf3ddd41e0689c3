export * from './split-ledger';
