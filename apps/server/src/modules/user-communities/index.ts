export { userCommunitiesRoutes } from './routes';
