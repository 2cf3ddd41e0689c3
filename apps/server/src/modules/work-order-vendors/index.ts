export { workOrderVendorsRoutes } from './routes';
