export * from './agent-type-groups';
export * from './category-rules';
export * from './field-pattern';
export * from './field-values';
export * from './import-file';
export * from './messages';
