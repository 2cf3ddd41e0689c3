import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { accountFundsTransfer } from './account-funds-transfer';
import { cancelFundsTransfer } from './cancel-funds-transfer';
import { getFundsTransfers, getTransferFromAccounts, getTransferToAccounts } from './get-transfers';
import { postDueTransfers } from './post-due-transfers';

export function fundsTransferRoutes(app: FastifyInstance, deps: AppDeps): void {
  const f = contract.fundsTransfer;
  bind(app, deps, f.AccountFundsTransfer, accountFundsTransfer);
  bind(app, deps, f.GetTransferFromAccounts, getTransferFromAccounts);
  bind(app, deps, f.GetTransferToAccounts, getTransferToAccounts);
  bind(app, deps, f.GetFundsTransfers, getFundsTransfers);
  bind(app, deps, f.CancelFundsTransfer, cancelFundsTransfer);
  bind(app, deps, f.PostDueTransfers, postDueTransfers);
}
