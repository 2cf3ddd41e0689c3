import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { globalSearch } from './global-search';
import { searchAgents } from './search-agents';
import { searchOwnersByContact } from './search-owners-by-contact';
import { searchOwnerships } from './search-ownerships';

export function searchRoutes(app: FastifyInstance, deps: AppDeps): void {
  bind(app, deps, contract.search.GlobalSearch, globalSearch);
  bind(app, deps, contract.search.SearchOwnerships, searchOwnerships);
  bind(app, deps, contract.search.SearchOwnersByContact, searchOwnersByContact);
  bind(app, deps, contract.search.Search, searchAgents);
}
