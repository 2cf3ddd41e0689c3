import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { applyWorkflowTemplate } from './apply-workflow-template';
import { approveRun } from './approve-run';
import { deleteJobSchedule } from './delete-job-schedule';
import { deleteScheduledReport } from './delete-scheduled-report';
import { deleteWorkflow } from './delete-workflow';
import { deleteWorkflowTemplate } from './delete-workflow-template';
import { deleteWorkflowTemplateDetail } from './delete-workflow-template-detail';
import { getAutomationCalendar } from './get-automation-calendar';
import { getAutomationSettings } from './get-automation-settings';
import { getJobScheduleRuns } from './get-job-schedule-runs';
import { getScheduledReports } from './get-scheduled-reports';
import { getWorkflow } from './get-workflow';
import { getWorkflowTemplate } from './get-workflow-template';
import { getWorkflowTemplates } from './get-workflow-templates';
import { getWorkflows } from './get-workflows';
import { previewWorkflow } from './preview-workflow';
import { rollbackRun } from './rollback-run';
import { runJobScheduleNow } from './run-job-schedule-now';
import { saveAutomationSettings } from './save-automation-settings';
import { saveCommunityTimeZone } from './save-community-time-zone';
import { saveWorkflow } from './save-workflow';
import { saveWorkflowTemplate } from './save-workflow-template';
import { scheduleReport } from './schedule-report';
import { scheduleReportPackage } from './schedule-report-package';
import { searchJobSchedules } from './search-job-schedules';
import { setEnabled } from './set-enabled';

/**
 * Automation (spec 3 §7 'Jobs and workflows'; issue 25): job schedules, workflows and workflow
 * templates, their runs (run now, approve, roll back), the calendar and the approval amount; the
 * scheduled reports and packages (job schedules of jobs 1 and 21 outside a workflow) and the
 * community's time zone their runs keep.
 */
export function automationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const a = contract.automation;
  const run = { database: deps.database, files: deps.files };
  bind(app, deps, a.SearchJobSchedules, searchJobSchedules);
  bind(app, deps, a.SetEnabled, setEnabled);
  bind(app, deps, a.GetJobScheduleRuns, getJobScheduleRuns);
  bindCaller(app, deps, a.RunJobScheduleNow, (call) => runJobScheduleNow(run, call));
  bind(app, deps, a.ApproveRun, approveRun);
  bind(app, deps, a.RollbackRun, rollbackRun);
  bind(app, deps, a.GetAutomationCalendar, getAutomationCalendar);
  bind(app, deps, a.GetAutomationSettings, getAutomationSettings);
  bind(app, deps, a.SaveAutomationSettings, saveAutomationSettings);
  bind(app, deps, a.GetWorkflows, getWorkflows);
  bind(app, deps, a.GetWorkflow, getWorkflow);
  bind(app, deps, a.SaveWorkflow, saveWorkflow);
  bindCaller(app, deps, a.PreviewWorkflow, (call) => previewWorkflow(run, call));
  bind(app, deps, a.DeleteJobSchedule, deleteJobSchedule);
  bind(app, deps, a.DeleteWorkflow, deleteWorkflow);
  bind(app, deps, a.GetWorkflowTemplates, getWorkflowTemplates);
  bind(app, deps, a.GetWorkflowTemplate, getWorkflowTemplate);
  bind(app, deps, a.SaveWorkflowTemplate, saveWorkflowTemplate);
  bind(app, deps, a.DeleteWorkflowTemplateDetail, deleteWorkflowTemplateDetail);
  bind(app, deps, a.DeleteWorkflowTemplate, deleteWorkflowTemplate);
  bind(app, deps, a.ApplyWorkflowTemplate, applyWorkflowTemplate);
  bind(app, deps, a.SaveCommunityTimeZone, saveCommunityTimeZone);
  const r = contract.reportCatalogue;
  bind(app, deps, r.ScheduleReport, scheduleReport);
  bind(app, deps, r.GetScheduledReports, getScheduledReports);
  bind(app, deps, r.DeleteScheduledReport, deleteScheduledReport);
  bind(app, deps, contract.reportPackages.ScheduleReportPackage, scheduleReportPackage);
}
