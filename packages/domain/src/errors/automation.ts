// Automation (issue 25): workflows, workflow templates, job schedules and their runs. The spec's
// scheduler messages are in AutomationMessages (automation.ts); these are the calls' refusals.

export const AutomationErrors = {
  JobScheduleNotFound: { status: 404, message: 'Job schedule not found.' },
  JobRunNotFound: { status: 404, message: 'Run not found.' },
  WorkflowNotFound: { status: 404, message: 'Workflow not found.' },
  WorkflowTemplateNotFound: { status: 404, message: 'Workflow template not found.' },
  WorkflowTemplateJobNotFound: { status: 404, message: 'Workflow template job not found.' },
  JobNotAllowed: { status: 403, message: 'You may not run this job.' },
  /** A scheduled report's schedule or step refused: the scheduler's message as it is. */
  JobScheduleInvalid: { status: 400, message: (message: string) => message },
  WorkflowStepInvalid: {
    status: 400,
    message: (sequence: number, name: string, field: string, message: string) =>
      `Step ${sequence} (${name}): ${field}: ${message}`,
  },
  WorkflowStepNotAllowed: {
    status: 400,
    message: (sequence: number, name: string) =>
      `Step ${sequence} (${name}): you may not run this job.`,
  },
  WorkflowCommunityFixed: { status: 400, message: 'A workflow stays in its community.' },
  WorkflowJobNotInWorkflow: {
    status: 400,
    message: (id: number) => `Job ${id} is not a job of this workflow.`,
  },
  WorkflowNameTaken: {
    status: 409,
    message: (name: string) => `A workflow named '${name}' exists in this community.`,
  },
  WorkflowTemplateJobNotInTemplate: {
    status: 400,
    message: (id: number) => `Job ${id} is not a job of this template.`,
  },
  WorkflowTemplateNameTaken: {
    status: 409,
    message: (name: string) => `A workflow template named '${name}' exists.`,
  },
  CommunityAlreadyInList: { status: 400, message: 'The selected community is already in the list' },
  RunNotRollbackable: {
    status: 400,
    message: 'Only a finished run that has not been rolled back can be rolled back.',
  },
  RunNotAwaitingApproval: { status: 400, message: 'This run does not wait for approval.' },
  RunLettersReleased: {
    status: 409,
    message: (batchItemId: number) =>
      `The run could not be rolled back: its letters (message batch ${batchItemId}) were already released — printed or emailed — and cannot be recalled.`,
  },
  RunItemNotRemoved: {
    status: 400,
    message: (why: string) => `The run could not be rolled back: ${why}`,
  },
} as const;

export const AutomationJobErrors = {
  AutomationJobNotFound: { status: 404, message: 'Automation job not found.' },
  AutomationJobTypeNotFound: { status: 404, message: 'Job type not found.' },
  AutomationJobCron: {
    status: 400,
    message: 'Cron is not valid: five fields (minute hour day month weekday).',
  },
  AutomationJobExpiresBeforeStart: { status: 400, message: 'The job expires before it starts.' },
  AutomationJobRecipient: { status: 400, message: 'Recipient is required.' },
  AutomationJobParameter: {
    status: 400,
    message: (field: string, message: string) => `Parameters: ${field}: ${message}`,
  },
  AutomationJobParameterNoChoices: {
    status: 400,
    message: (name: string) => `The parameter ${name} has no list of choices.`,
  },
} as const;
