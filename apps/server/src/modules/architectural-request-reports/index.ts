export { architecturalRequestReportsRoutes } from './routes';
