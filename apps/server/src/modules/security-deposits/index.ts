export { securityDepositsRoutes } from './routes';
