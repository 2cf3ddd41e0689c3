export * from './general-requests';
