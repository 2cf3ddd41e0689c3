export { portalHouseholdRoutes } from './routes';
