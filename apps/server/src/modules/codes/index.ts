export { codesRoutes } from './routes';
// The codes import writes codes the way the codes module does.
export { insertCodes, type NewCode } from './code-writes';
// Code lists and checks of a community, shared by the late fee, interest and collection settings.
export { communityCodes, requireCommunityCodes, typeIn } from './community-codes';
