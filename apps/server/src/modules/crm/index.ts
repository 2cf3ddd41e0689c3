export { crmRoutes } from './routes';
export { readAgentGraphs } from './agent-graph-read';
// The properties-and-owners import saves its profiles the way the profile screens do.
export { saveGraphs } from './save-graphs';
// The security deposit refund creates its vendor the way the vendor profile save does.
export { saveGraph } from './save-graphs';
// The resale module's ProcessResale saves the buyer the way the profile's resale does.
export { saveResaleOwner } from './save-resale-owner';
// Report packages render for every community on the caller's list, by name.
export { listUserCommunities } from './get-user-community-list';
