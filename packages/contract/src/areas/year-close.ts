import { UndoCloseYearReasonMaxLength } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, entityId as id } from '../fields';

// Year close and its undo (spec 2 §2, §4, §7: POST /Accounting/SaveCloseYear and UndoCloseYear
// (communityAgentId, fiscalYearId, reasonForUndoCloseYear)). Both need update access to
// gljournalentries: the close posts a journal entry, the undo an item of type 84.

export const YearCloseRecordSchema = z.object({
  YearCloseId: z.number(),
  ClosingItemId: z.number(),
  ClosedAt: z.string(),
  ClosedBy: z.string().nullable(),
  UndoItemId: z.number().nullable(),
  UndoneAt: z.string().nullable(),
  UndoneBy: z.string().nullable(),
  UndoReason: z.string().nullable(),
});
export type YearCloseRecord = z.infer<typeof YearCloseRecordSchema>;

export const FiscalYearCloseSchema = z.object({
  TopsFiscalYearId: z.number(),
  Sequence: z.number(),
  StartDate: z.string(),
  EndDate: z.string(),
  IsClosed: z.boolean(),
  /** Every close of the year and its undo, newest first: the audit trail. */
  Closes: z.array(YearCloseRecordSchema),
});
export type FiscalYearClose = z.infer<typeof FiscalYearCloseSchema>;

export const YearCloseResultSchema = z.object({
  YearCloseId: z.number(),
  TopsFiscalYearId: z.number(),
  ClosingItemId: z.number(),
  UndoItemId: z.number().nullable(),
  /** Income minus expense moved to retained earnings (negative for a loss), cents. */
  NetIncome: z.number(),
  LineCount: z.number(),
});
export type YearCloseResult = z.infer<typeof YearCloseResultSchema>;

export const yearClose = {
  GetYearCloses: endpoint({
    method: 'GET',
    path: '/api/Accounting/GetYearCloses',
    summary: 'The community’s fiscal years with their closes and undos',
    access: { claim: 'gljournalentries', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(FiscalYearCloseSchema),
  }),
  SaveCloseYear: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Accounting/SaveCloseYear',
    summary:
      'Closes a fiscal year: income and expense move to retained earnings on its last day, then the year and its periods close',
    access: { claim: 'gljournalentries', level: 'update' },
    body: z.strictObject({ communityAgentId: id, fiscalYearId: id }),
    response: YearCloseResultSchema,
  }),
  UndoCloseYear: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/Accounting/UndoCloseYear',
    summary:
      'Reopens a closed fiscal year and its periods and reverses the closing entry (item of type 84), with a reason',
    access: { claim: 'gljournalentries', level: 'update' },
    body: z.strictObject({
      communityAgentId: id,
      fiscalYearId: id,
      reasonForUndoCloseYear: z.string().max(UndoCloseYearReasonMaxLength * 2),
    }),
    response: YearCloseResultSchema,
  }),
};
