export * from './ascii';
