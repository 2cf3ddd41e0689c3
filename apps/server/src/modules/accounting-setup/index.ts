export { accountingSetupRoutes } from './routes';
