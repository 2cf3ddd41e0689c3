export { notesRoutes } from './routes';
