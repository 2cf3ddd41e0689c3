export { committeeVotesRoutes } from './routes';
// The board portal shows a request's files to the board member whose vote it awaits.
export { voteFiles } from './vote-link';
