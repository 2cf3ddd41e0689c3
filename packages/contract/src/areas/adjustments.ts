import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, isoDate, optionalIdParam } from '../fields';
import {
  AcceleratedChargeRowSchema,
  AdjustmentCodeSchema,
  AdjustmentOwnerSchema,
  AdjustmentProfileSchema,
  AdjustmentSummarySchema,
  AvailableChargeSchema,
  BatchAdjustmentBody,
  ExternalChargesImportResultSchema,
  SaveAdjustmentBody,
} from './adjustments-schemas';

// Adjustments (spec 3 §2 'Adjustments', §3 'Adjustment line', 'Batch adjustment post',
// 'Accelerated charge row', §4 'Batch adjustments', §5 'Adjustments', §7 'Adjustments').
// Amounts are integer cents; the rules and their messages are in @hoa/domain (adjustments*.ts).

export * from './adjustments-schemas';

const rangeText = z.string().trim().max(100).optional();
const orderBy = z.coerce.number().int().min(1).max(7).default(1);
const OwnersResponse = z.object({ Owners: z.array(AdjustmentOwnerSchema) });
const ownerRanges = {
  StreetNameStart: rangeText,
  StreetNameEnd: rangeText,
  StreetNumberStart: rangeText,
  StreetNumberEnd: rangeText,
  AccountNumberStart: rangeText,
  AccountNumberEnd: rangeText,
  LotNumberStart: rangeText,
  LotNumberEnd: rangeText,
  LastNameStart: rangeText,
  LastNameEnd: rangeText,
};

export const adjustments = {
  GetAgentParentCodesAndBalances: endpoint({
    method: 'GET',
    path: '/api/ApplyAdjustments/GetAgentParentCodesAndBalances',
    summary: 'The charge codes of a property’s primary owner with the owner’s balance of each',
    access: { claim: 'arapplycharges', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      propertyAgentId: idParam,
      asOfDate: isoDate.optional(),
    }),
    response: z.object({
      OwnerAgentId: z.number(),
      OwnerName: z.string(),
      Codes: z.array(AdjustmentCodeSchema),
    }),
  }),
  GetAdjustmentOwner: endpoint({
    method: 'GET',
    path: '/api/ApplyAdjustments/GetAdjustmentOwner',
    summary: 'Primary owners of the community with their balance of the code, within the ranges',
    access: { claim: 'arapplycharges', level: 'read' },
    query: z.strictObject({
      CommunityId: idParam,
      CodeId: idParam,
      OrderBy: orderBy,
      ...ownerRanges,
    }),
    response: OwnersResponse,
  }),
  GetAdjustmentOwnerBySectionId: endpoint({
    method: 'GET',
    path: '/api/ApplyAdjustments/GetAdjustmentOwnerBySectionId',
    summary: 'Primary owners of the properties assigned the section code, with their code balance',
    access: { claim: 'arapplycharges', level: 'read' },
    query: z.strictObject({
      communityId: idParam,
      codeId: idParam,
      sectionId: idParam,
      orderBy,
    }),
    response: OwnersResponse,
  }),
  GetAdjustmentOwnerByCostCenterId: endpoint({
    method: 'GET',
    path: '/api/ApplyAdjustments/GetAdjustmentOwnerByCostCenterId',
    summary:
      'Primary owners of the properties assigned a code posting to the cost center, with their code balance',
    access: { claim: 'arapplycharges', level: 'read' },
    query: z.strictObject({
      codeId: idParam,
      communityId: idParam,
      costCategoryId: idParam,
      orderBy,
    }),
    response: OwnersResponse,
  }),
  GetAdjustmentOwnerFilters: endpoint({
    method: 'GET',
    path: '/api/ApplyAdjustments/GetAdjustmentOwnerFilters',
    summary: 'The sections, cost centers and street names an owner selection can use',
    access: { claim: 'arapplycharges', level: 'read' },
    query: z.strictObject({ communityId: idParam }),
    response: z.object({
      Sections: z.array(
        z.object({ CodeID: z.number(), CodeAlias: z.string(), CodeName: z.string() }),
      ),
      CostCenters: z.array(
        z.object({
          CostCenterId: z.number(),
          CostCenterNumber: z.string(),
          CostCenterName: z.string(),
        }),
      ),
      StreetNames: z.array(z.string()),
    }),
  }),
  GetSectionCodeCategories: endpoint({
    method: 'GET',
    path: '/api/Code/GetSectionCodeCategories',
    summary:
      'The community’s section codes grouped by their code category (uncategorised last), for choosing owners by section',
    access: { claim: 'arapplycharges', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(
      z.object({
        /** null: the sections without a category. */
        CodeCategoryId: z.number().nullable(),
        CodeCategoryName: z.string().nullable(),
        Sections: z.array(
          z.object({ CodeID: z.number(), CodeAlias: z.string(), CodeName: z.string() }),
        ),
      }),
    ),
  }),
  GetAdjustmentAvailableCharges: endpoint({
    method: 'GET',
    path: '/api/ApplyAdjustments/GetAdjustmentAvailableCharges',
    summary: 'The charge codes a batch adjustment of the type can use (one when codeId is given)',
    access: { claim: 'arapplycharges', level: 'read' },
    query: z.strictObject({
      communityId: idParam,
      txnType: z.coerce.number().int(),
      codeId: optionalIdParam,
    }),
    response: z.object({ Codes: z.array(AvailableChargeSchema) }),
  }),
  GetMiscellaneousCodes: endpoint({
    method: 'GET',
    path: '/api/ApplyAdjustments/GetMiscellaneousCodes',
    summary: 'The community’s miscellaneous charge codes (type 21)',
    access: { claim: 'arapplycharges', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.object({ Codes: z.array(AvailableChargeSchema) }),
  }),
  GetAcceleratedCharges: endpoint({
    method: 'GET',
    path: '/api/ApplyAdjustments/GetAcceleratedCharges',
    summary: 'The property’s codes assigned with accelerated dates, with the periods left',
    access: { claim: 'arapplycharges', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam, propertyAgentId: idParam }),
    response: z.object({ Rows: z.array(AcceleratedChargeRowSchema) }),
  }),
  GetAdjustments: endpoint({
    method: 'GET',
    path: '/api/ApplyAdjustments/GetAdjustments',
    summary: 'The community’s adjustments (39, 45, 46, 72, 73, 95), newest first',
    access: { claim: 'arapplycharges', level: 'read' },
    query: z.strictObject({
      communityAgentId: idParam,
      /** 3 accrued (to review) or 4 posted; both when absent. */
      statusId: z.coerce.number().int().optional(),
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(100).default(25),
    }),
    response: z.object({ TotalCount: z.number(), Items: z.array(AdjustmentSummarySchema) }),
  }),
  GetAdjustmentsProfile: endpoint({
    method: 'GET',
    path: '/api/ApplyAdjustments/GetAdjustmentsProfile',
    summary: 'An adjustment with its lines',
    access: { claim: 'arapplycharges', level: 'read' },
    query: z.strictObject({ itemId: idParam, agentId: optionalIdParam }),
    response: AdjustmentProfileSchema,
  }),
  SaveAdjustment: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/ApplyAdjustments/SaveAdjustment',
    summary:
      'Adds a single-owner adjustment of a type (72, 45, 46, 73, 39, 95): posted, or accrued',
    access: { claim: 'arapplycharges', level: 'create' },
    body: SaveAdjustmentBody,
    response: AdjustmentProfileSchema,
  }),
  PostAdjustment: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/ApplyAdjustments/PostAdjustment',
    summary: 'Posts a reviewed accrued adjustment',
    access: { claim: 'arapplycharges', level: 'create' },
    body: z.strictObject({ TopsItemId: entityId }),
    response: AdjustmentProfileSchema,
  }),
  PostBatchAdjustment: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/ApplyAdjustments/PostBatchAdjustment',
    summary: 'Adds (45) or waives (46) charges for many owners: every line or none',
    access: { claim: 'arapplycharges', level: 'create' },
    body: BatchAdjustmentBody,
    response: AdjustmentProfileSchema,
  }),
  PostImportedExternalCharges: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/ApplyAdjustments/PostImportedExternalCharges',
    summary:
      'Imports external property charges (CSV or .xlsx: AccountNumber, CodeAlias, Amount, Description); posts all rows as one item of type 72, or none when a row has errors',
    access: { claim: 'arapplycharges', level: 'create' },
    body: z.strictObject({
      CommunityAgentId: entityId,
      PostDate: isoDate,
      FileName: z.string().trim().min(1).max(255),
      /** The file in base64; the request body is capped at 1 MB. */
      FileContent: z.string().max(1_000_000),
    }),
    response: ExternalChargesImportResultSchema,
  }),
  GetExternalPropertyChargesImportResult: endpoint({
    method: 'GET',
    path: '/api/Import/GetExternalPropertyChargesImportResult',
    summary: 'An external charges import with its rows paged, each with its error text',
    access: { claim: 'arapplycharges', level: 'read' },
    query: z.strictObject({
      importId: idParam,
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(100).default(10),
    }),
    response: ExternalChargesImportResultSchema,
  }),
};
