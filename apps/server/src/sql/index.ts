// SQL helpers every server module shares (docs/decisions.md, "SQL: ids, cents and shared
// fragments"). Modules import them from here, never from another module.
export {
  inUserCommunities,
  isCallerCommunity,
  userCommunities,
  type CommunityScope,
} from './community-scope';
export {
  agentCommunity,
  column,
  ilikeAny,
  pageQuery,
  pageRows,
  phoneLine,
  preparedSearchRows,
  searchRows,
  streetLine,
  termMatch,
  visibleAgent,
  type PageParts,
  type TermMatch,
} from './fragments';
export { dayArray, idArray, idArrayLiteral, optionalIdArray, textArray } from './id-array';
export { insertRequestItem, requestPropertyOwner, type RequestItemFields } from './request-items';
export {
  idOrNull,
  requestParties,
  requireRequestAccess,
  type RequestPartiesRow,
} from './request-rows';
