export { committeeVotesRoutes } from './routes';
