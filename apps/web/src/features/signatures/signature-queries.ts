import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['signatures'].
export const signaturesKey = ['signatures'] as const;
const S = contract.signatures;

export const signaturesIndexQuery = (search: string) =>
  queryOptions({
    queryKey: [...signaturesKey, 'index', search],
    queryFn: () => api.call(S.GetSignaturesIndex, { query: search === '' ? {} : { search } }),
  });

export const allSignaturesQuery = () =>
  queryOptions({
    queryKey: [...signaturesKey, 'all'],
    queryFn: () => api.call(S.GetSignatures, {}),
  });

export const signatureQuery = (signatureId: number) =>
  queryOptions({
    queryKey: [...signaturesKey, 'one', signatureId],
    queryFn: () => api.call(S.GetSignature, { query: { signatureId } }),
  });

export const bankAccountSignaturesQuery = (bankAccountId: number) =>
  queryOptions({
    queryKey: [...signaturesKey, 'bank-account', bankAccountId],
    queryFn: () => api.call(S.GetBankAccountAuthorizedSignatures, { query: { bankAccountId } }),
  });

/** A chosen file as a data: URL (the API takes base64 and checks the bytes). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The file could not be read.'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
