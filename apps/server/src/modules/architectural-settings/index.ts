export { architecturalSettingsRoutes } from './routes';
