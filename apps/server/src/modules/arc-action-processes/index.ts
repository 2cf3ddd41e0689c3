export { arcActionProcessesRoutes } from './routes';
export { ArcProcessKind } from './arc-process-kind';
