import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getCommunityApSettings } from './get-community-ap-settings';
import { postCommunityApSettings } from './post-community-ap-settings';
import { sendPaymentsKpiEmail } from './send-payments-kpi-email';

/** A community's payables settings and the payments KPI email. */
export function apSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const s = contract.apSettings;
  bind(app, deps, s.GetCommunityAPSettings, getCommunityApSettings);
  bind(app, deps, s.PostCommunityAPSettings, postCommunityApSettings);
  bind(app, deps, s.SendPaymentsKPIEmail, sendPaymentsKpiEmail);
}
