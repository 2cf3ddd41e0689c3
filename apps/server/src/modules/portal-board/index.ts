export { portalBoardRoutes } from './routes';
