import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getOwnerMailingLabelItemSummary, printMailingLabels } from './mailing-labels';
import { getPropertyStatement, printStatements } from './print-statements';

// The documents are rendered after the transaction has ended.
export function statementsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const s = contract.statements;
  const m = contract.mailingLabels;
  bindCaller(app, deps, s.PrintStatements, printStatements);
  bindCaller(app, deps, s.GetPropertyStatementUri, getPropertyStatement);
  bind(app, deps, m.GetOwnerMailingLabelItemSummary, getOwnerMailingLabelItemSummary);
  bindCaller(app, deps, m.PrintMailingLabels, printMailingLabels);
}
