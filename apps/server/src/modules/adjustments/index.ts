export { adjustmentsRoutes } from './routes';
