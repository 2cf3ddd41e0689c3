export { crmRoutes } from './routes';
export { readAgentGraphs } from './agent-graph-read';
// The properties-and-owners import saves its profiles the way the profile screens do.
export { saveGraphs } from './save-graphs';
