export { couponsRoutes } from './routes';
