import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { countCodeCategories, countCodeCategoryLinkages } from './count-code-categories';
import { createRequiredCodes } from './create-required-codes';
import { getCodeIndex, getCodesByActionProcess } from './get-ccr-codes';
import { getCodeCategories, getCodes } from './get-codes';
import { saveCodeGraph, saveCodeWithAccountCodes } from './save-code';
import { saveCodeCategory } from './save-code-category';

export function codesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.codes;
  bind(app, deps, c.GetCodes, getCodes);
  bind(app, deps, c.GetCodeCategories, getCodeCategories);
  bind(app, deps, c.CountCodeCategories, countCodeCategories);
  bind(app, deps, c.CountCodeCategoryLinkages, countCodeCategoryLinkages);
  bind(app, deps, c.SaveCodeGraph, saveCodeGraph);
  bind(app, deps, c.SaveCodeWithAccountCodes, saveCodeWithAccountCodes);
  bind(app, deps, c.SaveCodeCategory, saveCodeCategory);
  bind(app, deps, c.CreateRequiredCodes, createRequiredCodes);
  bind(app, deps, c.Index, getCodeIndex);
  bind(app, deps, c.GetCodesByActionProcess, getCodesByActionProcess);
}
