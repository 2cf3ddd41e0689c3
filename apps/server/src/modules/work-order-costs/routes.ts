import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { addCommunityPart } from './add-community-part';
import { deleteCostItem, deleteCostItemById } from './delete-cost-item';
import { getCommunityPartsList } from './get-community-parts-list';
import { getCostItem } from './get-cost-item';
import { getCostItemList } from './get-cost-item-list';
import { getCostItems } from './get-cost-items';
import { getCostItemsSummary } from './get-cost-items-summary';
import { postChargesAndClose } from './post-charges-and-close';
import { removeCommunityPart } from './remove-community-part';
import { saveCostItem } from './save-cost-item';
import { saveCostItems } from './save-cost-items';

/** A work order's costs, its community's parts list and its close and post (issue 22). */
export function workOrderCostsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.workOrderCosts;
  bind(app, deps, c.GetCostItems, getCostItems);
  bind(app, deps, c.GetCostItemsSummary, getCostItemsSummary);
  bind(app, deps, c.SaveCostItems, saveCostItems);
  bind(app, deps, c.DeleteCostItem, deleteCostItem);
  bind(app, deps, c.GetCommunityPartsList, getCommunityPartsList);
  bind(app, deps, c.AddCommunityPart, addCommunityPart);
  bind(app, deps, c.RemoveCommunityPart, removeCommunityPart);
  bind(app, deps, c.PostChargesAndClose, postChargesAndClose);
  const i = contract.costItems;
  bind(app, deps, i.Get, getCostItem);
  bind(app, deps, i.GetList, getCostItemList);
  bind(app, deps, i.Save, saveCostItem);
  bind(app, deps, i.Delete, deleteCostItemById);
}
