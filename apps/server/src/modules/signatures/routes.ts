import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { runThenRemoveFiles } from '../../files/remove-after-commit';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { createSignature, createSignatureAndAssignToBankAccount } from './create-signature';
import { deleteMultipleSignatures, deleteSignature } from './delete-signatures';
import {
  getBankAccountAuthorizedSignatures,
  getSignature,
  getSignatures,
  getSignaturesIndex,
} from './get-signatures';
import { saveBankAccountAuthorizedSignatures } from './save-bank-account-authorized-signatures';
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
  // A replaced or deleted image is removed once the change has committed.
  bindCaller(app, deps, s.SaveSignature, (call) =>
    runThenRemoveFiles(call, files, (ctx) => saveSignature(ctx, files, call.input)),
  );
  bindCaller(app, deps, s.DeleteSignature, (call) =>
    runThenRemoveFiles(call, files, (ctx) => deleteSignature(ctx, call.input)),
  );
  bindCaller(app, deps, s.DeleteMultipleSignatures, (call) =>
    runThenRemoveFiles(call, files, (ctx) => deleteMultipleSignatures(ctx, call.input)),
  );
  bind(app, deps, s.SaveBankAccountAuthorizedSignatures, saveBankAccountAuthorizedSignatures);
}
