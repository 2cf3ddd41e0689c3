import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getReportSectionSettings } from './get-report-section-settings';
import { getReportSettings } from './get-report-settings';
import { saveReportSectionSettings } from './save-report-section-settings';
import { saveReportSettings } from './save-report-settings';

/** A user's report settings and section settings (their own: no claim beyond signing in). */
export function reportSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = contract.reportSettings;
  bind(app, deps, r.GetReportSettings, getReportSettings);
  bind(app, deps, r.SaveReportSettings, saveReportSettings);
  bind(app, deps, r.GetReportSectionSettings, getReportSectionSettings);
  bind(app, deps, r.SaveReportSectionSettings, saveReportSectionSettings);
}
