import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { createAutomationJob } from './create-automation-job';
import { executeParameterAsKeyValuePair } from './execute-parameter-as-key-value-pair';
import { findAutomationJobById } from './find-automation-job-by-id';
import { findJobTypeById } from './find-job-type-by-id';
import { listOfAutomationJobHistory } from './list-of-automation-job-history';
import { listOfAutomationJobs } from './list-of-automation-jobs';
import { listOfJobTypes } from './list-of-job-types';
import { updateAutomationJob } from './update-automation-job';

/** Automation jobs (spec 3 §7 'AutomationJob: …'; issue 25 item 3). */
export function automationJobRoutes(app: FastifyInstance, deps: AppDeps): void {
  const a = contract.automationJobs;
  const run = { database: deps.database, files: deps.files };
  bind(app, deps, a.ListOfJobTypes, listOfJobTypes);
  bind(app, deps, a.FindJobTypeById, findJobTypeById);
  bindCaller(app, deps, a.ListOfAutomationJobs, listOfAutomationJobs);
  bindCaller(app, deps, a.ListOfAutomationJobHistory, listOfAutomationJobHistory);
  bind(app, deps, a.FindAutomationJobById, findAutomationJobById);
  bind(app, deps, a.ExecuteParameterAsKeyValuePair, executeParameterAsKeyValuePair);
  bindCaller(app, deps, a.CreateAutomationJob, (call) => createAutomationJob(run, call));
  bindCaller(app, deps, a.UpdateAutomationJob, (call) => updateAutomationJob(run, call));
}
