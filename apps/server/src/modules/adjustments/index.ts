export { adjustmentsRoutes } from './routes';
export { postAdjustment } from './post-adjustment';
export { storeAdjustment } from './adjustment-items';
