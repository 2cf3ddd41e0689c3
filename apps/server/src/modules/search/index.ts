export { searchRoutes } from './routes';
// The owner lists of the portfolio read the same model as owner search.
export { ownershipPage } from './ownership-page';
export { ownerMatchIds, ownerOrderBy, propertyAddressJoin, propertyBalance } from './ownership-sql';
