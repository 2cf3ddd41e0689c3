export { generalRequestCommunityRoutes } from './routes';
