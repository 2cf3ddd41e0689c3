export { dataBrowserRoutes } from './routes';
