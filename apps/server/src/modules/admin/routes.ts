import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { inspectCache, refreshCache } from './cache';
import { getCompanySettings, saveCompanySettings } from './company-settings';

export function adminRoutes(app: FastifyInstance, deps: AppDeps): void {
  bind(app, deps, contract.admin.GetCompanySettings, getCompanySettings);
  bind(app, deps, contract.admin.SaveCompanySettings, saveCompanySettings);
  bind(app, deps, contract.cache.Inspect, inspectCache);
  bind(app, deps, contract.cache.Refresh, refreshCache);
}
