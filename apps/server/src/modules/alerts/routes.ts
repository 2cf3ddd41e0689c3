import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getLastAlertIdByUser, getTotalCount } from './alert-counts';
import { dismissAlert, dismissAllAlerts } from './dismiss';
import { getAlerts } from './get-alerts';

export function alertsRoutes(app: FastifyInstance, deps: AppDeps): void {
  bind(app, deps, contract.alerts.GetAlerts, getAlerts);
  bind(app, deps, contract.alerts.GetLastAlertIdByUser, getLastAlertIdByUser);
  bind(app, deps, contract.alerts.GetTotalCount, getTotalCount);
  bind(app, deps, contract.alerts.Dismiss, dismissAlert);
  bind(app, deps, contract.alerts.DismissAll, dismissAllAlerts);
}
