export { engageRoutes } from './routes';
export { engageConfig } from './engage-config';
