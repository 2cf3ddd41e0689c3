export { backgroundJobsRoutes } from './routes';
