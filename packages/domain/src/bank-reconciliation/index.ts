export * from './matching';
