export * from './vendors/index';
