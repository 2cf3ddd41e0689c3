import { CommunityFeedKinds } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, isoDate } from '../fields';
import { ReportAnswerTypes, ReportDataSchema, ReportAnswerParams } from './reports';

// The community's activity report and the property settlement reports (issue 24; spec 3 §7
// 'GET /Report/... Activity, PropertySettlement'; 'POST agentIds (null if any entry is empty):
// /Report/GlobalPropertySettlement'): the rows as JSON without `format`, the file with it (PDF 0,
// xls 1, xlsx 2, Word 3). The range defaults to the last 30 days (spec 3 §9). Money cells are cents.

const range = {
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
};

export const ActivityReportQuery = z.strictObject({
  communityAgentId: idParam,
  ...range,
  /** Which of the community's feeds (all activity by default). */
  feed: z.enum(CommunityFeedKinds).optional(),
  ...ReportAnswerParams,
});
export type ActivityReportQuery = z.input<typeof ActivityReportQuery>;

export const PropertySettlementReportQuery = z.strictObject({
  communityAgentId: idParam,
  ...range,
  ...ReportAnswerParams,
});
export type PropertySettlementReportQuery = z.input<typeof PropertySettlementReportQuery>;

export const GlobalPropertySettlementReportBody = z.strictObject({
  /** The communities; null (sent when any entry is empty): all the caller’s. */
  agentIds: z.array(entityId).max(1000).nullable(),
  ...range,
  format: z.literal([0, 1, 2, 3]).optional(),
});
export type GlobalPropertySettlementReportBody = z.input<typeof GlobalPropertySettlementReportBody>;

const settlementsRead = { claim: 'owner', level: 'read' } as const;

export const communityReports = {
  Activity: endpoint({
    method: 'GET',
    path: '/api/Report/Activity',
    summary:
      'The community’s activity feed over a range (the last 30 days by default), every item of it: date, type, who it concerns, status, reference, comments and amount (the file when format is given)',
    access: { claim: 'community', level: 'read' },
    query: ActivityReportQuery,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
  PropertySettlement: endpoint({
    method: 'GET',
    path: '/api/Report/PropertySettlement',
    summary:
      'Properties sold or transferred in a range (the last 30 days by default): sellers, buyer, settlement date, the sellers’ balance at settlement, carried to the buyer, collected since and still owed (the file when format is given)',
    access: settlementsRead,
    query: PropertySettlementReportQuery,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
  GlobalPropertySettlement: endpoint({
    method: 'POST',
    path: '/api/Report/GlobalPropertySettlement',
    summary:
      'The property settlement report over several communities (agentIds; null: all the caller’s), by community with subtotals (the file when format is given)',
    access: settlementsRead,
    body: GlobalPropertySettlementReportBody,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
};
