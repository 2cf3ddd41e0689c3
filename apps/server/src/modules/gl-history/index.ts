export { glHistoryRoutes } from './routes';
