export { banksRoutes } from './routes';
