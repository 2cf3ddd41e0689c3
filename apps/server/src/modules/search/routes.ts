import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getPrimaryEmailAddresses } from './get-primary-email-addresses';
import { globalSearch } from './global-search';
import { getOwnershipColumns, searchOwnershipGrid } from './ownership-grid';
import { saveOwnership } from './save-ownership';
import { searchAgents } from './search-agents';
import { searchOwnersByContact } from './search-owners-by-contact';
import { searchOwnerships } from './search-ownerships';

export function searchRoutes(app: FastifyInstance, deps: AppDeps): void {
  bind(app, deps, contract.search.GlobalSearch, globalSearch);
  bind(app, deps, contract.search.SearchOwnerships, searchOwnerships);
  bind(app, deps, contract.search.SearchOwnersByContact, searchOwnersByContact);
  bind(app, deps, contract.search.Search, searchAgents);
  // The ownership grid (spec 1 §7.8 Ownership).
  const o = contract.ownership;
  bind(app, deps, o.GetColumnDefinitions, getOwnershipColumns);
  bind(app, deps, o.GetPrimaryEmailAddresses, getPrimaryEmailAddresses);
  bind(app, deps, o.Save, saveOwnership);
  bind(app, deps, o.Search, searchOwnershipGrid);
}
