export { filteredViewsRoutes } from './routes';
