export { codesRoutes } from './routes';
// The codes import writes codes the way the codes module does.
export { insertCodes, type NewCode } from './code-writes';
