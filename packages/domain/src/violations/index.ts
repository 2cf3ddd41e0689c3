export * from './action-processes';
export * from './ladder';
