export { searchRoutes } from './routes';
// The owner lists of the portfolio read the same model and term matching as owner search.
export { ownershipPage } from './ownership-page';
export { ownerMatchIds, ownerOrderBy, propertyAddressJoin, propertyBalance } from './ownership-sql';
export {
  agentCommunity,
  idArray,
  ilikeAny,
  pageQuery,
  pageRows,
  searchRows,
  termMatch,
  userCommunities,
  visibleAgent,
} from './search-sql';
