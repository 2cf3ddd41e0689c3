export { customFieldRoutes } from './routes';
