export { adjustmentsRoutes } from './routes';
export { postAdjustment } from './post-adjustment';
export { storeAdjustment, storeAdjustments } from './adjustment-items';
export { postBatchAdjustment } from './post-batch-adjustment';
