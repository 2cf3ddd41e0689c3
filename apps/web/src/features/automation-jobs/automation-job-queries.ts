import { contract, type EndpointDef, type RequestOf, type ResponseOf } from '@hoa/contract';
import { AutomationJobPageSize } from '@hoa/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { callWithHeaders } from '../../app/api-headers';

const J = contract.automationJobs;

/** The edit route's id of a job not saved yet (spec 3 §2). */
export const NewAutomationJobId = 'new';

/** One page of a list paged by the spec's response headers (x-page-…). */
export interface Paged<T> {
  rows: T[];
  total: number;
  pageIndex: number;
  pageCount: number;
  hasNext: boolean;
  hasPrevious: boolean;
}

type RowOf<E extends EndpointDef> = ResponseOf<E> extends (infer T)[] ? T : never;

async function paged<E extends EndpointDef>(
  endpoint: E,
  request: Partial<RequestOf<E>>,
): Promise<Paged<RowOf<E>>> {
  const { body, headers } = await callWithHeaders(endpoint, request);
  const count = (name: string) => Number(headers.get(name) ?? 0) || 0;
  return {
    rows: body as RowOf<E>[],
    total: count('x-page-total-record-count'),
    pageIndex: count('x-page-current-index'),
    pageCount: count('x-page-total-page-count'),
    hasNext: headers.get('x-page-hasnext') === 'true',
    hasPrevious: headers.get('x-page-hasprevious') === 'true',
  };
}

export const jobTypesQuery = () =>
  queryOptions({
    queryKey: ['automation-jobs', 'types'],
    queryFn: () => api.call(J.ListOfJobTypes),
    staleTime: Infinity,
  });

export interface JobListFilter {
  communityId: number | null;
  jobTypeId: number | null;
  isActive: 'true' | 'false' | null;
  pageIndex: number;
}

/** A page of the automation jobs (5 a page, spec 3 §9). */
export const automationJobsQuery = (filter: JobListFilter) =>
  queryOptions({
    queryKey: ['automation-jobs', 'list', filter],
    queryFn: () =>
      paged(J.ListOfAutomationJobs, {
        query: {
          communityId: filter.communityId ?? undefined,
          jobTypeId: filter.jobTypeId ?? undefined,
          isActive: filter.isActive ?? undefined,
          pageIndex: filter.pageIndex,
          pageSize: AutomationJobPageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const automationJobQuery = (id: number) =>
  queryOptions({
    queryKey: ['automation-jobs', 'job', id],
    queryFn: () => api.call(J.FindAutomationJobById, { params: { id } }),
  });

/** A page of a job's runs, newest first (5 a page, spec 3 §9). */
export const automationJobHistoryQuery = (id: number, pageIndex: number) =>
  queryOptions({
    queryKey: ['automation-jobs', 'history', id, pageIndex],
    queryFn: () =>
      paged(J.ListOfAutomationJobHistory, {
        params: { id },
        query: { pageIndex, pageSize: AutomationJobPageSize },
      }),
    placeholderData: keepPreviousData,
  });

/** The choices of a job's parameter (its community's codes, report packages, banks). */
export const parameterChoicesQuery = (id: number, parameterName: string) =>
  queryOptions({
    queryKey: ['automation-jobs', 'choices', id, parameterName],
    queryFn: () => api.call(J.ExecuteParameterAsKeyValuePair, { query: { id, parameterName } }),
  });
