export { apAdjustmentsRoutes } from './routes';
