import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, optionalIdParam } from '../fields';

// The print and mail vendor (spec 3 §7 'SouthData'; issue 19): the print queue of merged letter
// files handed to it, and each order's state and certified tracking numbers as it reports them.

const read = { claim: 'communications', level: 'read' } as const;

export const PrintOrderStates = ['Queued', 'Submitted', 'Printed', 'Mailed', 'Failed'] as const;
export type PrintOrderState = (typeof PrintOrderStates)[number];

export const PrintOrderSchema = z.object({
  PrintOrderId: z.number(),
  BatchItemId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  TemplateName: z.string(),
  Subject: z.string(),
  Letters: z.number(),
  Pages: z.number(),
  IsColor: z.boolean(),
  IsDoubleSided: z.boolean(),
  MailroomDeliveryOption: z.number(),
  IncludeReturnEnvelope: z.boolean(),
  PrepaidReturnPostage: z.boolean(),
  OrderNumber: z.string().nullable(),
  OrderState: z.string(),
  OrderStateAt: z.string().nullable(),
  CreatedAt: z.string(),
});
export type PrintOrder = z.infer<typeof PrintOrderSchema>;

export const printVendor = {
  GetPrintQueue: endpoint({
    method: 'GET',
    path: '/api/PrintQueue/Index',
    summary:
      'The print queue: the print orders of the caller’s communities (or one), newest first, with the state the vendor last reported',
    access: read,
    query: z.strictObject({
      communityAgentId: optionalIdParam,
      orderState: z.enum(PrintOrderStates).optional(),
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(500).default(100),
    }),
    response: z.object({ TotalCount: z.number(), Orders: z.array(PrintOrderSchema) }),
  }),
  GetOrderStateByBatchItemId: endpoint({
    method: 'GET',
    path: '/api/SouthData/GetOrderStateByBatchItemId',
    summary:
      'The print vendor’s order for a batch: number and state, read back from the vendor’s status file',
    access: read,
    query: z.strictObject({ batchItemId: idParam }),
    response: z.object({
      OrderNumber: z.string().nullable(),
      OrderState: z.string(),
      OrderStateAt: z.string().nullable(),
    }),
  }),
  GetCertifiedOrderDetails: endpoint({
    method: 'GET',
    path: '/api/SouthData/GetCertifiedOrderDetails',
    summary: 'The certified tracking numbers of an order, per recipient',
    access: read,
    query: z.strictObject({ orderNumber: z.string().trim().min(1).max(60) }),
    response: z.array(
      z.object({
        Name: z.string(),
        TopsAgentId: z.number().nullable(),
        TrackingNumber: z.string(),
      }),
    ),
  }),
};
