export * from './action-processes';
export * from './ladder';
export * from './records';
export * from './case-file';
