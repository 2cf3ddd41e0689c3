import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getApproverNotifications } from './get-approver-notifications';
import { getSeparationOfDuties } from './get-separation-of-duties';
import { getBillApprovalSettings } from './get-bill-approval-settings';
import { saveSeparationOfDuties } from './save-separation-of-duties';
import { saveBillApprovalSettings } from './save-bill-approval-settings';

export function apApprovalsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const a = contract.apApprovals;
  bind(app, deps, a.GetBillApprovalSettings, getBillApprovalSettings);
  bind(app, deps, a.SaveBillApprovalSettings, saveBillApprovalSettings);
  bind(app, deps, a.GetSeparationOfDuties, getSeparationOfDuties);
  bind(app, deps, a.SaveSeparationOfDuties, saveSeparationOfDuties);
  bind(app, deps, a.GetApproverNotifications, getApproverNotifications);
}
