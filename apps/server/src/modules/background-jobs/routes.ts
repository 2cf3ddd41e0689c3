import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getJobDetails } from './get-hangfire-job-details';

/** The detail of a background job (read from the job queue, outside the request's transaction). */
export function backgroundJobsRoutes(app: FastifyInstance, deps: AppDeps): void {
  bindCaller(app, deps, contract.backgroundJobs.GetHangfireJobDetails, (call) =>
    getJobDetails(deps.database, call),
  );
}
