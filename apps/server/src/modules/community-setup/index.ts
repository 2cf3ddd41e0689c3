export { communitySetupRoutes } from './routes';
