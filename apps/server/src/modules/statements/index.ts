export { statementsRoutes } from './routes';
// What coupon books share with statements: the billed owners and the remittance.
export { billedOwnersSql, type BilledOwnerRow } from './billed-owners-sql';
export { billedOwnerOf, loadBilledOwners, type BilledOwner } from './billed-owners';
export { remitTo, type NamedCompanyWork, type RemitTo } from './remit-to';
export { cutLine, moneyCell } from './pdf-parts';
// The owner portal's statement: one property's, as PDF.
export { propertyStatements } from './print-statements';
export { renderStatementsPdf } from './render-statements';
