export * from './periods';
export * from './posting';
