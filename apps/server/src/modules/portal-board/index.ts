export { portalBoardRoutes } from './routes';
export { asBoardUser } from './board-member';
