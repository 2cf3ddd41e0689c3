export { portalAccountRoutes } from './routes';
