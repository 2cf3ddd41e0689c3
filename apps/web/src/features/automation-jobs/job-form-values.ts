import type { AutomationJobJson } from '@hoa/contract';
import { DefaultAutomationCron, JobId, type IsoDate } from '@hoa/domain';

// The edit form's values and the body they make: the parameters of the common job types get their
// own fields (IsPosted, the codes, the report package, a report's Smart Banking statements); any
// other parameter is JSON.

/** The job types that post (spec 3 §7 'Toggling IsPosted applies to jobs 5, 6, 7, 8, 11'). */
export const PostingJobIds: readonly number[] = [
  JobId.ApplyCharges,
  JobId.Interest,
  JobId.LateFees,
  JobId.Prepaids,
  JobId.Collections,
];

export interface JobFormValues {
  Description: string;
  AutomationTypeId: string | null;
  CommunityId: string | null;
  Cron: string;
  StartDay: IsoDate | null;
  /** 'HH:MM', local time. */
  StartTime: string;
  ExpiresOn: IsoDate | null;
  IsActive: boolean;
  Recipient: string;
  Format: string;
  IsPosted: boolean;
  CodeIds: string[];
  ReportPackageId: string | null;
  /** A report's IncludeSmartBankingStatements: PDF only, cleared when the format changes. */
  IncludeSmartBankingStatements: boolean;
  /** The other parameters, a JSON object. */
  OtherParameters: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date): IsoDate =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The parameter names with fields of their own, by job type. */
export function ownParameterNames(typeId: number | null): string[] {
  if (typeId === JobId.Interest) return ['IsPosted', 'Item'];
  if (typeId !== null && PostingJobIds.includes(typeId)) return ['IsPosted', 'CodeIds'];
  if (typeId === JobId.ReportPackages) return ['Parameters'];
  if (typeId === JobId.Reports) return ['IncludeSmartBankingStatements'];
  return [];
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A new job's values: daily at midnight (spec 3 §9), starting now, inactive. */
export function newJobValues(communityId: number | null, now = new Date()): JobFormValues {
  return {
    Description: '',
    AutomationTypeId: null,
    CommunityId: communityId === null ? null : String(communityId),
    Cron: DefaultAutomationCron,
    StartDay: localDay(now),
    StartTime: '00:00',
    ExpiresOn: null,
    IsActive: false,
    Recipient: '',
    Format: '0',
    IsPosted: true,
    CodeIds: [],
    ReportPackageId: null,
    IncludeSmartBankingStatements: false,
    OtherParameters: '{}',
  };
}

/** A saved job's values. */
export function jobValues(job: AutomationJobJson): JobFormValues {
  const start = new Date(job.StartDate);
  const params = record(job.Parameters);
  const own = ownParameterNames(job.AutomationTypeId);
  const codes = (job.AutomationTypeId === JobId.Interest ? record(params.Item) : params).CodeIds;
  const packageId = record(params.Parameters).ReportPackageId;
  const others = Object.fromEntries(Object.entries(params).filter(([k]) => !own.includes(k)));
  const args = record(job.Arguments);
  return {
    Description: job.Description,
    AutomationTypeId: String(job.AutomationTypeId),
    CommunityId: String(job.CommunityId),
    Cron: job.Cron,
    StartDay: localDay(start),
    StartTime: localTime(start),
    ExpiresOn: job.ExpiresOn ? localDay(new Date(job.ExpiresOn)) : null,
    IsActive: job.IsActive,
    Recipient: typeof args.Recipient === 'string' ? args.Recipient : '',
    Format: typeof args.Format === 'number' ? String(args.Format) : '0',
    IsPosted: params.IsPosted !== false,
    CodeIds: Array.isArray(codes) ? codes.map(String) : [],
    ReportPackageId: typeof packageId === 'number' ? String(packageId) : null,
    IncludeSmartBankingStatements: params.IncludeSmartBankingStatements === true,
    OtherParameters: JSON.stringify(others, null, 2),
  };
}

/** The other parameters' JSON as an object, or null when it is not one. */
export function readOtherParameters(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text.trim() || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A local day and time as an instant ('…Z'), or null. */
function instant(day: IsoDate | null, time: string): string | null {
  if (!day) return null;
  const at = new Date(`${day}T${/^\d{2}:\d{2}$/.test(time) ? time : '00:00'}:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The body of Create and Update. */
export function jobBody(v: JobFormValues, requiresRecipient: boolean) {
  const typeId = v.AutomationTypeId === null ? null : Number(v.AutomationTypeId);
  const codeIds = v.CodeIds.map(Number);
  const parameters: Record<string, unknown> = { ...readOtherParameters(v.OtherParameters) };
  if (typeId === JobId.Interest) {
    parameters.IsPosted = v.IsPosted;
    parameters.Item = codeIds.length ? { CodeIds: codeIds } : {};
  } else if (typeId !== null && PostingJobIds.includes(typeId)) {
    parameters.IsPosted = v.IsPosted;
    if (codeIds.length) parameters.CodeIds = codeIds;
  } else if (typeId === JobId.ReportPackages) {
    parameters.Parameters = {
      ReportPackageId: v.ReportPackageId === null ? null : Number(v.ReportPackageId),
    };
  } else if (typeId === JobId.Reports) {
    parameters.IncludeSmartBankingStatements = v.IncludeSmartBankingStatements;
  }
  return {
    Description: v.Description,
    CommunityId: v.CommunityId === null ? null : Number(v.CommunityId),
    AutomationTypeId: typeId,
    Cron: v.Cron,
    StartDate: instant(v.StartDay, v.StartTime),
    ExpiresOn: instant(v.ExpiresOn, '00:00'),
    IsActive: v.IsActive,
    Parameters: parameters,
    Arguments: requiresRecipient
      ? { Recipient: v.Recipient.trim() || null, Format: Number(v.Format) }
      : {},
  };
}
