import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getYearCloses } from './get-year-closes';
import { saveCloseYear } from './save-close-year';
import { undoCloseYear } from './undo-close-year';

export function yearCloseRoutes(app: FastifyInstance, deps: AppDeps): void {
  bind(app, deps, contract.yearClose.GetYearCloses, getYearCloses);
  bind(app, deps, contract.yearClose.SaveCloseYear, saveCloseYear);
  bind(app, deps, contract.yearClose.UndoCloseYear, undoCloseYear);
}
