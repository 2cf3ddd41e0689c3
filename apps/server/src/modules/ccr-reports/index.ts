export { ccrReportsRoutes } from './routes';
// The report catalogue renders these reports by name too.
export { ccrReport } from './ccr';
export { globalCcrReport } from './global-ccr';
