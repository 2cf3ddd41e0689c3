export * from './totp';
export * from './funds-transfer';
export * from './positive-pay';
