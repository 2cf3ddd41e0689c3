import { ConsistencyDays, ViolationStates } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, isoDate, optionalIdParam } from '../fields';
import { ReportAnswerTypes, ReportDataSchema, ReportAnswerParams } from './reports';

// Violation reports (issue 20, item 6; spec 3 §2 'Reports': Management CCR and Global CCR; spec 3
// §7 'GET /Report/... CCR', 'POST agentIds (null if any entry is empty): /Report/GlobalCCR') and
// the consistency view of a street or section. All need ccrviolations read. The reports answer
// their rows as JSON without `format`, the file with it (PDF 0, xls 1, xlsx 2, Word 3); money
// cells are cents.

const read = { claim: 'ccrviolations', level: 'read' } as const;

/** The filters both reports take: state, the observed date range. */
const ccrFilters = {
  state: z.enum(ViolationStates).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
};

export const CcrReportQuery = z.strictObject({
  communityAgentId: idParam,
  ...ccrFilters,
  topsCodeId: optionalIdParam,
  ...ReportAnswerParams,
});
export type CcrReportQuery = z.input<typeof CcrReportQuery>;

export const GlobalCcrReportBody = z.strictObject({
  /** The communities; null (sent when any entry is empty): all the caller's communities. */
  agentIds: z.array(entityId).max(1000).nullable(),
  ...ccrFilters,
  /** A code by its alias (codes are a community's own): e.g. TRASH in every community. */
  codeAlias: z.string().trim().max(50).optional(),
  format: z.literal([0, 1, 2, 3]).optional(),
});
export type GlobalCcrReportBody = z.input<typeof GlobalCcrReportBody>;

export const ConsistencyPropertySchema = z.object({
  PropertyAgentId: z.number(),
  PropertyName: z.string(),
  AccountNumber: z.string().nullable(),
  StreetNumber: z.string().nullable(),
  StreetName: z.string().nullable(),
  OwnerName: z.string(),
});

export const ConsistencyCitationSchema = z.object({
  TopsItemId: z.number(),
  ObservedDate: z.string(),
  State: z.enum(ViolationStates),
});

export const CcrConsistencySchema = z.object({
  From: z.string(),
  To: z.string(),
  CodeAlias: z.string(),
  CodeName: z.string(),
  /** The properties of the street or section cited for the code in the window. */
  Cited: z.array(
    ConsistencyPropertySchema.extend({ Citations: z.array(ConsistencyCitationSchema) }),
  ),
  NotCited: z.array(ConsistencyPropertySchema),
});
export type CcrConsistency = z.infer<typeof CcrConsistencySchema>;

export const ccrReports = {
  CCR: endpoint({
    method: 'GET',
    path: '/api/Report/CCR',
    summary:
      'A community’s violations with property, owner, code, state, current level, next action date, fines and last letter date; counts by state and fines total (the file when format is given)',
    access: read,
    query: CcrReportQuery,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
  GlobalCCR: endpoint({
    method: 'POST',
    path: '/api/Report/GlobalCCR',
    summary:
      'The CCR report over several communities (agentIds; null: all the caller’s), by community with subtotals (the file when format is given)',
    access: read,
    body: GlobalCcrReportBody,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
  GetCcrConsistency: endpoint({
    method: 'GET',
    path: '/api/Ccr/GetCcrConsistency',
    summary:
      'The properties of a street or section cited for a CCR code in the last N days, with each citation’s observed date and state, and those not cited',
    access: read,
    // One of streetName and sectionId (else 400 'Choose a street or a section.').
    query: z.strictObject({
      communityAgentId: idParam,
      topsCodeId: idParam,
      streetName: z.string().trim().max(100).optional(),
      sectionId: optionalIdParam,
      days: z.coerce
        .number()
        .int()
        .min(ConsistencyDays.Min)
        .max(ConsistencyDays.Max)
        .default(ConsistencyDays.Default),
    }),
    response: CcrConsistencySchema,
  }),
  GetCcrConsistencyOptions: endpoint({
    method: 'GET',
    path: '/api/Ccr/GetCcrConsistencyOptions',
    summary:
      'The street names of a community’s properties and its sections, for the consistency view',
    access: read,
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.object({
      StreetNames: z.array(z.string()),
      Sections: z.array(
        z.object({ CodeID: z.number(), CodeAlias: z.string(), CodeName: z.string() }),
      ),
    }),
  }),
};
