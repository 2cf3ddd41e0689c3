import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getAcceleratedCharges } from './get-accelerated-charges';
import {
  getAdjustmentAvailableCharges,
  getAgentParentCodesAndBalances,
  getMiscellaneousCodes,
} from './get-adjustment-codes';
import {
  getAdjustmentOwner,
  getAdjustmentOwnerByCostCenterId,
  getAdjustmentOwnerBySectionId,
  getAdjustmentOwnerFilters,
} from './get-adjustment-owners';
import { getSectionCodeCategories } from './get-section-code-categories';
import { getAdjustments, getAdjustmentsProfile } from './get-adjustments';
import { getExternalPropertyChargesImportResult } from './get-external-property-charges-import-result';
import { postAdjustment } from './post-adjustment';
import { postBatchAdjustment } from './post-batch-adjustment';
import { postImportedExternalCharges } from './post-imported-external-charges';
import { saveAdjustment } from './save-adjustment';

export function adjustmentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const a = contract.adjustments;
  bind(app, deps, a.GetAgentParentCodesAndBalances, getAgentParentCodesAndBalances);
  bind(app, deps, a.GetAdjustmentOwner, getAdjustmentOwner);
  bind(app, deps, a.GetAdjustmentOwnerBySectionId, getAdjustmentOwnerBySectionId);
  bind(app, deps, a.GetAdjustmentOwnerByCostCenterId, getAdjustmentOwnerByCostCenterId);
  bind(app, deps, a.GetAdjustmentOwnerFilters, getAdjustmentOwnerFilters);
  bind(app, deps, a.GetSectionCodeCategories, getSectionCodeCategories);
  bind(app, deps, a.GetAdjustmentAvailableCharges, getAdjustmentAvailableCharges);
  bind(app, deps, a.GetMiscellaneousCodes, getMiscellaneousCodes);
  bind(app, deps, a.GetAcceleratedCharges, getAcceleratedCharges);
  bind(app, deps, a.GetAdjustments, getAdjustments);
  bind(app, deps, a.GetAdjustmentsProfile, getAdjustmentsProfile);
  bind(app, deps, a.SaveAdjustment, saveAdjustment);
  bind(app, deps, a.PostAdjustment, postAdjustment);
  bind(app, deps, a.PostBatchAdjustment, postBatchAdjustment);
  bind(app, deps, a.PostImportedExternalCharges, postImportedExternalCharges);
  bind(app, deps, a.GetExternalPropertyChargesImportResult, getExternalPropertyChargesImportResult);
}
