export { alertsRoutes } from './routes';
export { alertUsersOfAgents, type NewAlert } from './create-alerts';
