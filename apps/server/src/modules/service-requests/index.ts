export { serviceRequestsRoutes } from './routes';
