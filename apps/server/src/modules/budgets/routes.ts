import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { copyBudget } from './copy-budget';
import { getBudgets } from './get-budgets';
import { importBudgets, importPriorActuals } from './import-budgets';
import { saveBudgets } from './save-budgets';

export function budgetsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const b = contract.budgets;
  bind(app, deps, b.GetBudgets, getBudgets);
  bind(app, deps, b.SaveBudgets, saveBudgets);
  bind(app, deps, b.CopyBudget, copyBudget);
  bind(app, deps, b.ImportBudgets, importBudgets);
  bind(app, deps, b.ImportPriorActuals, importPriorActuals);
}
