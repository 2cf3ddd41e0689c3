export { adjustmentsRoutes } from './routes';
export { postAdjustment } from './post-adjustment';
