import type { AutomationJobTypeSchema } from '@hoa/contract';
import { JobStepParameterSchemas } from '@hoa/contract';
import { jobRequiresRecipient, Jobs } from '@hoa/domain';
import type { z } from 'zod';
import { appError } from '../../http/errors';

type JobType = z.infer<typeof AutomationJobTypeSchema>;

/** The job types automation jobs run: the workflow jobs, with their parameters' names. */
export const automationJobTypes: readonly JobType[] = Jobs.map((job) => {
  const schema = JobStepParameterSchemas[job.JobId] as { shape?: Record<string, unknown> };
  return {
    Id: job.JobId,
    Name: job.JobName,
    ParameterNames: Object.keys(schema.shape ?? {}),
    RequiresRecipient: jobRequiresRecipient(job.JobId),
  };
});

export function requireJobType(id: number): JobType {
  const type = automationJobTypes.find((t) => t.Id === id);
  if (!type) throw appError('AutomationJobTypeNotFound');
  return type;
}
