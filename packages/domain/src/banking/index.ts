export * from './funds-transfer';
export * from './positive-pay';
export * from './banking-days';
