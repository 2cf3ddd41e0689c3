export { attachmentRoutes } from './routes';
