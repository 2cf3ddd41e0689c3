import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { importAccountRanges } from './import-account-ranges';
import { importCodeCategories } from './import-code-categories';
import { importCodeCategoryLinkage } from './import-code-category-linkage';
import { importCodes } from './import-codes';
import { importGlAccounts } from './import-gl-accounts';
import { importOwnerBeginningBalances } from './import-owner-beginning-balances';
import { importOwnerHistory } from './import-owner-history';
import { importPropertyOwners } from './import-property-owners';

export function importsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const i = contract.imports;
  bind(app, deps, i.GlAccounts, importGlAccounts);
  bind(app, deps, i.AccountRanges, importAccountRanges);
  bind(app, deps, i.Codes, importCodes);
  bind(app, deps, i.CodeCategories, importCodeCategories);
  bind(app, deps, i.CodeCategoryLinkage, importCodeCategoryLinkage);
  bind(app, deps, i.OwnerBeginningBalances, importOwnerBeginningBalances);
  bind(app, deps, i.OwnerHistory, importOwnerHistory);
  bind(app, deps, i.PropertyOwners, importPropertyOwners);
}
