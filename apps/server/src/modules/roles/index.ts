export { rolesRoutes } from './routes';
