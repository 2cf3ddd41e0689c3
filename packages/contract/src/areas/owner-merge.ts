import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate, entityId as id } from '../fields';

// Merge of owner history (spec 1 §7.8 'Merge history: GETs for owner … PUT MergeItemHistory',
// spec 2 §5 'Merge of history'): a duplicate owner's history rows (charges, payments,
// adjustments: its posted owner lines) move to the surviving owner of the same property. Money is
// integer cents, signed: + the owner owes.

/** An owner of the property that history may be merged from. */
export const MergeOwnerSchema = z.object({
  OwnerAgentId: z.number(),
  Name: z.string(),
  TopsAgentTypeId: z.number(),
  IsDeleted: z.boolean(),
  BalanceCents: z.number(),
});
export type MergeOwner = z.infer<typeof MergeOwnerSchema>;

/** A history row of the source owner (one posted owner line) that a merge may move. */
export const OwnerMergeRowSchema = z.object({
  ArLineId: z.number(),
  TopsItemId: z.number(),
  TopsTxnTypeId: z.number(),
  TxnTypeName: z.string(),
  PostDate: z.string(),
  Reference: z.string().nullable(),
  Description: z.string().nullable(),
  CodeAlias: z.string(),
  AmountCents: z.number(),
  /** A row in a closed period or year cannot be moved. */
  IsPeriodOpen: z.boolean(),
});
export type OwnerMergeRow = z.infer<typeof OwnerMergeRowSchema>;

/** A past merge of the property's owners. */
export const OwnerMergeRecordSchema = z.object({
  MergeId: z.number(),
  MergedAt: z.string(),
  MergedByName: z.string(),
  SourceOwnerAgentId: z.number(),
  SourceOwnerName: z.string(),
  TargetOwnerAgentId: z.number(),
  TargetOwnerName: z.string(),
  LineCount: z.number(),
  AmountCents: z.number(),
});
export type OwnerMergeRecord = z.infer<typeof OwnerMergeRecordSchema>;

export const OwnerMergeHistorySchema = z.object({
  OwnerAgentId: z.number(),
  OwnerName: z.string(),
  PropertyAgentId: z.number(),
  CommunityAgentId: z.number(),
  /** The property's other owners, whose history may move to this owner. */
  SourceOwners: z.array(MergeOwnerSchema),
  /** The source owner's rows in the filter; empty until a source and a filter are given. */
  Rows: z.array(OwnerMergeRowSchema),
  /** Past merges of the property, newest first. */
  Merges: z.array(OwnerMergeRecordSchema),
});
export type OwnerMergeHistory = z.infer<typeof OwnerMergeHistorySchema>;

/** Source, target and filter may be missing: the server answers with the spec's messages. */
export const MergeItemHistoryBody = z.strictObject({
  SourceOwnerAgentId: id.nullable(),
  TargetOwnerAgentId: id.nullable(),
  Filter: z.strictObject({ StartDate: isoDate, EndDate: isoDate }).nullable(),
  ArLineIds: z.array(id).max(10_000),
});
export type MergeItemHistoryBody = z.input<typeof MergeItemHistoryBody>;

export const MergeItemHistoryResultSchema = z.object({
  MergeId: z.number(),
  MovedLineCount: z.number(),
  MovedAmountCents: z.number(),
  SourceBalanceCents: z.number(),
  TargetBalanceCents: z.number(),
});

export const ownerMerge = {
  GetOwnerMergeHistory: endpoint({
    method: 'GET',
    path: '/api/Item/GetOwnerMergeHistory',
    summary:
      'The property’s other owners, the source owner’s history rows in the filter that a merge may move to this owner, and past merges',
    access: { claim: 'owner', level: 'read' },
    query: z.strictObject({
      ownerAgentId: idParam,
      sourceOwnerAgentId: idParam.optional(),
      startDate: isoDate.optional(),
      endDate: isoDate.optional(),
    }),
    response: OwnerMergeHistorySchema,
  }),
  MergeItemHistory: endpoint({
    method: 'PUT',
    idempotent: true,
    path: '/api/Item/MergeItemHistory',
    summary:
      'Moves selected history rows (charges, payments, adjustments) of a duplicate owner to the surviving owner of the same property: reversed on the source, posted again on the target',
    access: { claim: 'owner', level: 'update' },
    body: MergeItemHistoryBody,
    response: MergeItemHistoryResultSchema,
  }),
};
