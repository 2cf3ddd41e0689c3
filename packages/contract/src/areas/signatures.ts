import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, entityId as id } from '../fields';

// Signatures printed on checks (spec 2 §2 'signatures add and index', modal 'signature edit',
// §3 'Signature: SignatureId, Usage list (AuthorizedSignatureNumber 1 or 2, CommunityName,
// AccountName)', §7 'Signatures' calls). Images are PNG or JPEG, sent base64-encoded.

const name = z.string().trim().min(1).max(100);
/** Base64 of a PNG or JPEG file (optionally a data: URL), at most 700,000 bytes decoded. */
const image = z.string().trim().min(8).max(1_000_000);
const signatureNumber = z.union([z.literal(1), z.literal(2)]);

export const SignatureUsageSchema = z.object({
  AuthorizedSignatureNumber: z.number(),
  BankAccountId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  AccountName: z.string(),
});

export const SignatureSchema = z.object({
  SignatureId: z.number(),
  Name: z.string(),
  ContentType: z.string(),
  SizeBytes: z.number(),
  UpdatedAt: z.string(),
  Usage: z.array(SignatureUsageSchema),
});
export type Signature = z.infer<typeof SignatureSchema>;

export const SignatureWithImageSchema = SignatureSchema.extend({
  /** data:image/png;base64,… */
  ImageDataUrl: z.string(),
});
export type SignatureWithImage = z.infer<typeof SignatureWithImageSchema>;

export const BankAccountSignaturesSchema = z.object({
  BankAccountId: z.number(),
  Signature1Id: z.number().nullable(),
  Signature1Name: z.string().nullable(),
  Signature2Id: z.number().nullable(),
  Signature2Name: z.string().nullable(),
});

export const signatures = {
  GetSignature: endpoint({
    method: 'GET',
    path: '/api/Signature/GetSignature',
    summary: 'One signature with its image and where it is used',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ signatureId: idParam }),
    response: SignatureWithImageSchema,
  }),
  GetSignatures: endpoint({
    method: 'GET',
    path: '/api/Signature/GetSignatures',
    summary: 'The company’s signatures, by name',
    access: { claim: 'bank', level: 'read' },
    response: z.array(SignatureSchema),
  }),
  GetSignaturesIndex: endpoint({
    method: 'GET',
    path: '/api/Signature/GetSignaturesIndex',
    summary: 'The signatures index: each signature with its usage on bank accounts',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ search: z.string().trim().max(100).optional() }),
    response: z.object({ Rows: z.array(SignatureSchema), Total: z.number() }),
  }),
  GetBankAccountAuthorizedSignatures: endpoint({
    method: 'GET',
    path: '/api/Signature/GetBankAccountAuthorizedSignatures',
    summary: 'The authorized signatures 1 and 2 of a bank account',
    access: { claim: 'bank', level: 'read' },
    query: z.strictObject({ bankAccountId: idParam }),
    response: BankAccountSignaturesSchema,
  }),
  CreateSignature: endpoint({
    method: 'POST',
    path: '/api/Signature/CreateSignature',
    summary: 'Adds a signature from a PNG or JPEG image',
    access: { claim: 'bank', level: 'create' },
    body: z.strictObject({ Name: name, Image: image }),
    response: SignatureSchema,
  }),
  CreateSignatureAndAssignToBankAccount: endpoint({
    method: 'POST',
    path: '/api/Signature/CreateSignatureAndAssignToBankAccount',
    summary: 'Adds a signature and makes it authorized signature 1 or 2 of a bank account',
    access: { claim: 'bank', level: 'create' },
    body: z.strictObject({
      Name: name,
      Image: image,
      BankAccountId: id,
      AuthorizedSignatureNumber: signatureNumber,
    }),
    response: SignatureSchema,
  }),
  SaveSignature: endpoint({
    method: 'POST',
    path: '/api/Signature/SaveSignature',
    summary: 'Renames a signature and optionally replaces its image',
    access: { claim: 'bank', level: 'update' },
    body: z.strictObject({ SignatureId: id, Name: name, Image: image.nullable().default(null) }),
    response: SignatureSchema,
  }),
  DeleteSignature: endpoint({
    method: 'POST',
    path: '/api/Signature/DeleteSignature/:id',
    summary: 'Deletes a signature (and its assignments to bank accounts)',
    access: { claim: 'bank', level: 'delete' },
    params: z.strictObject({ id: idParam }),
    response: z.object({ success: z.literal(true) }),
  }),
  DeleteMultipleSignatures: endpoint({
    method: 'POST',
    path: '/api/Signature/DeleteMultipleSignatures',
    summary: 'Deletes several signatures',
    access: { claim: 'bank', level: 'delete' },
    body: z.strictObject({ SignatureIds: z.array(id).min(1).max(500) }),
    response: z.object({ Deleted: z.number() }),
  }),
  SaveBankAccountAuthorizedSignatures: endpoint({
    method: 'POST',
    path: '/api/Signature/SaveBankAccountAuthorizedSignatures',
    summary: 'Sets (or clears, with null) authorized signatures 1 and 2 of a bank account',
    access: { claim: 'bank', level: 'update' },
    body: z.strictObject({
      BankAccountId: id,
      Signature1Id: id.nullable(),
      Signature2Id: id.nullable(),
    }),
    response: BankAccountSignaturesSchema,
  }),
};
