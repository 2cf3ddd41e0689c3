export * from './fixed-width';
export * from './return-codes';
export * from './change-codes';
export * from './nacha-writer';
export * from './nacha-reader';
export * from './bai-lockbox';
export * from './lockbox-csv';
export * from './nacha-origin';
