export { workOrderCostsRoutes } from './routes';
