export { apApprovalsRoutes } from './routes';
