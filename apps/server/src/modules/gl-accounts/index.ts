export { glAccountsRoutes } from './routes';
