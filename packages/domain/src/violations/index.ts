export * from './action-processes';
export * from './ladder';
export * from './records';
export * from './reports';
export * from './inspections';
export * from './case-file';
