import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import {
  countBankAccounts,
  getAgentBankAccountNumber,
  getBankAccount,
  getBankAccounts,
  searchBankAccount,
} from './get-bank-accounts';
import { getAgentBanksByCommunity, getBank, getBankPortfolio } from './get-banks';
import { deleteBank } from './delete-bank';
import { deleteBankAccount } from './delete-bank-account';
import { removeBankAccount, restoreBankAccount } from './remove-bank-account';
import { saveBank } from './save-bank';
import { saveBankAccount } from './save-bank-account';

export function banksRoutes(app: FastifyInstance, deps: AppDeps): void {
  const b = contract.banks;
  bind(app, deps, b.GetBankPortfolio, getBankPortfolio);
  bind(app, deps, b.GetBank, getBank);
  bind(app, deps, b.SaveBank, saveBank);
  bind(app, deps, b.GetAgentBanksByCommunity, getAgentBanksByCommunity);
  bind(app, deps, b.GetBankAccount, getBankAccount);
  bind(app, deps, b.GetBankAccounts, getBankAccounts);
  bind(app, deps, b.SearchBankAccount, searchBankAccount);
  bind(app, deps, b.CountBankAccounts, countBankAccounts);
  bind(app, deps, b.SaveBankAccount, saveBankAccount);
  bind(app, deps, b.RemoveBankAccount, removeBankAccount);
  bind(app, deps, b.RestoreBankAccount, restoreBankAccount);
  bind(app, deps, b.GetAgentBankAccountNumber, getAgentBankAccountNumber);
  bind(app, deps, b.DeleteBank, deleteBank);
  bind(app, deps, b.DeleteBankAccount, deleteBankAccount);
}
