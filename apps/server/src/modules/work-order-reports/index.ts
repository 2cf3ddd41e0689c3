export { workOrderReportsRoutes } from './routes';
