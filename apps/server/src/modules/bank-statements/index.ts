export { bankStatementsRoutes } from './routes';
