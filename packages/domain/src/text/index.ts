export * from './ascii';
export * from './count';
