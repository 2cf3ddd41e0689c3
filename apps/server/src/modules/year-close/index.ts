export { yearCloseRoutes } from './routes';
