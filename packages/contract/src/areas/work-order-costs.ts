import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam } from '../fields';
import {
  AddCommunityPartSchema,
  CommunityPartSchema,
  CostItemSchema,
  CostSummarySchema,
  PartsOwnerQuery,
  PostChargesAndCloseResultSchema,
  PostChargesAndCloseSchema,
  RemoveCommunityPartSchema,
  SaveCostItemSchema,
  SaveCostItemsSchema,
  WorkOrderCostsSchema,
} from './work-order-costs-schemas';

// A work order's costs (issue 22; spec 3 'Work order', 'Work order close and post', calls 'Work
// orders'): cost items (Labor, Material, Other; quantity up to three decimals, rate and amount in
// cents, billable to the owner or not), the community's parts list they may name, and the close
// and post that charges the billable total to the owner once and closes the work order. Claim
// workordermaintain (read to see, create to add, update to change and close, delete to remove). A
// work order, cost item or part of another company is 404.

const read = { claim: 'workordermaintain', level: 'read' } as const;
const remove = { claim: 'workordermaintain', level: 'delete' } as const;
const workOrderQuery = z.strictObject({ workOrderItemId: idParam });

/** /api/WorkOrder: the costs, parts and close and post of a work order. */
export const workOrderCosts = {
  GetCostItems: endpoint({
    method: 'GET',
    path: '/api/WorkOrder/GetCostItems',
    summary: 'The cost items of a work order, in the order entered',
    access: read,
    query: workOrderQuery,
    response: z.array(CostItemSchema),
  }),
  GetCostItemsSummary: endpoint({
    method: 'GET',
    path: '/api/WorkOrder/GetCostItemsSummary',
    summary: 'A work order’s costs: labor, material, other, total, billable and not billable',
    access: read,
    query: workOrderQuery,
    response: CostSummarySchema,
  }),
  SaveCostItems: endpoint({
    method: 'POST',
    path: '/api/WorkOrder/SaveCostItems',
    summary:
      'Saves cost items of an open work order (new ones added, others changed): all or none, the problems by row',
    body: SaveCostItemsSchema,
    response: WorkOrderCostsSchema,
  }),
  DeleteCostItem: endpoint({
    method: 'POST',
    path: '/api/WorkOrder/DeleteCostItem',
    summary: 'Removes a cost item of an open work order',
    access: remove,
    body: z.strictObject({ CostItemId: entityId }),
    response: WorkOrderCostsSchema,
  }),
  GetCommunityPartsList: endpoint({
    method: 'GET',
    path: '/api/WorkOrder/GetCommunityPartsList',
    summary: 'The parts of a community’s list (not removed), by name',
    access: read,
    query: PartsOwnerQuery,
    response: z.array(CommunityPartSchema),
  }),
  AddCommunityPart: endpoint({
    method: 'POST',
    path: '/api/WorkOrder/AddCommunityPart',
    summary: 'Adds a part to a community’s list (its name unique among the parts not removed)',
    access: { claim: 'workordermaintain', level: 'create' },
    body: AddCommunityPartSchema,
    response: CommunityPartSchema,
  }),
  RemoveCommunityPart: endpoint({
    method: 'POST',
    path: '/api/WorkOrder/RemoveCommunityPart',
    summary: 'Removes a part from a community’s list (the cost items naming it keep it)',
    access: remove,
    body: RemoveCommunityPartSchema,
    response: CommunityPartSchema,
  }),
  PostChargesAndClose: endpoint({
    method: 'POST',
    idempotent: true,
    path: '/api/WorkOrder/PostChargesAndClose',
    summary:
      'Charges a work order’s billable costs to the owner (one owner charge, posted) and closes it: all or nothing, once',
    access: { claim: 'workordermaintain', level: 'update' },
    body: PostChargesAndCloseSchema,
    response: PostChargesAndCloseResultSchema,
  }),
};

/** /api/CostItem: the same cost item use cases, addressed by the cost item. */
export const costItems = {
  Get: endpoint({
    method: 'GET',
    path: '/api/CostItem/Get',
    summary: 'A cost item of a work order',
    access: read,
    query: z.strictObject({ costItemId: idParam }),
    response: CostItemSchema,
  }),
  GetList: endpoint({
    method: 'GET',
    path: '/api/CostItem/GetList',
    summary: 'The cost items of a work order, in the order entered',
    access: read,
    query: workOrderQuery,
    response: z.array(CostItemSchema),
  }),
  Save: endpoint({
    method: 'POST',
    path: '/api/CostItem/Save',
    summary: 'Adds (without CostItemId) or changes a cost item of an open work order',
    body: SaveCostItemSchema,
    response: CostItemSchema,
  }),
  Delete: endpoint({
    method: 'POST',
    path: '/api/CostItem/Delete/:id',
    summary: 'Removes a cost item of an open work order',
    access: remove,
    params: z.strictObject({ id: idParam }),
    response: WorkOrderCostsSchema,
  }),
};
