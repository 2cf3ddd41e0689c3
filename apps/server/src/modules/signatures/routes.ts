import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { createSignature, createSignatureAndAssignToBankAccount } from './create-signature';
import { deleteMultipleSignatures, deleteSignature } from './delete-signatures';
import {
  getBankAccountAuthorizedSignatures,
  getSignature,
  getSignatures,
  getSignaturesIndex,
} from './get-signatures';
import { saveBankAccountAuthorizedSignatures } from './save-bank-account-signatures';
import { saveSignature } from './save-signature';

export function signaturesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const s = contract.signatures;
  const { files } = deps;
  bind(app, deps, s.GetSignature, (ctx, input) => getSignature(ctx, files, input));
  bind(app, deps, s.GetSignatures, getSignatures);
  bind(app, deps, s.GetSignaturesIndex, getSignaturesIndex);
  bind(app, deps, s.GetBankAccountAuthorizedSignatures, getBankAccountAuthorizedSignatures);
  bind(app, deps, s.CreateSignature, (ctx, input) => createSignature(ctx, files, input));
  bind(app, deps, s.CreateSignatureAndAssignToBankAccount, (ctx, input) =>
    createSignatureAndAssignToBankAccount(ctx, files, input),
  );
  bind(app, deps, s.SaveSignature, (ctx, input) => saveSignature(ctx, files, input));
  bind(app, deps, s.DeleteSignature, (ctx, input) => deleteSignature(ctx, files, input));
  bind(app, deps, s.DeleteMultipleSignatures, (ctx, input) =>
    deleteMultipleSignatures(ctx, files, input),
  );
  bind(app, deps, s.SaveBankAccountAuthorizedSignatures, saveBankAccountAuthorizedSignatures);
}
