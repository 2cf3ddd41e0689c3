export { userActionsRoutes } from './routes';
