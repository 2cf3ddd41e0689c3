import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { assignSignature } from './assign-signature';
import { readBankAccountSignatures } from './get-signatures';
import { requireBankAccount } from './signature-queries';

type Save = typeof contract.signatures.SaveBankAccountAuthorizedSignatures;

/** Signature/SaveBankAccountAuthorizedSignatures: signatures 1 and 2 (null clears one). */
export async function saveBankAccountAuthorizedSignatures(
  ctx: RequestContext,
  { body }: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  requireClaim(ctx, 'bank', 'update');
  await requireBankAccount(ctx, body.BankAccountId);
  await assignSignature(ctx, body.BankAccountId, 1, body.Signature1Id);
  await assignSignature(ctx, body.BankAccountId, 2, body.Signature2Id);
  return readBankAccountSignatures(ctx, body.BankAccountId);
}
