import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { beginTransfer } from './begin-transfer';
import { completeTransferStep } from './complete-transfer-step';
import { generateTransferKey } from './generate-transfer-key';
import { getTransfer } from './get-transfer';
import { getTransferHistory } from './get-transfer-history';

export function communityTransferRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = contract.communityTransfer;
  bind(app, deps, t.GenerateTransferKey, generateTransferKey);
  bind(app, deps, t.BeginTransfer, beginTransfer);
  bind(app, deps, t.GetTransfer, getTransfer);
  bind(app, deps, t.CompleteTransferStep, completeTransferStep);
  bind(app, deps, t.GetTransferHistory, getTransferHistory);
}
