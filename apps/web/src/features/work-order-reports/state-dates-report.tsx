import type { ReportDataJson } from '@hoa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentCommunity } from '../../app/community/current-community';
import {
  ReportFrame,
  useCommunitiesFilter,
  useStateDatesFilter,
} from '../../widgets/report-viewer';
import { workOrderReportsKey } from './work-order-reports-queries';

/** How a report's state and date filters read: its states, the state input's width, the dates' label. */
export interface StateDatesFilterOptions<State extends string> {
  states: readonly State[];
  stateWidth: number;
  dated: string;
}

/** What a state and date range report filters by. */
type StateDatesValues<State extends string> = ReturnType<
  typeof useStateDatesFilter<State>
>['values'];

interface ReportProps<State extends string, Request> {
  title: string;
  /** The report call's path, for the downloads. */
  path: string;
  /** The report's own part of the cache key, e.g. 'work-orders'. */
  cacheName: string;
  filter: StateDatesFilterOptions<State>;
  /** Loads the report for what is chosen. */
  load: (request: Request) => Promise<ReportDataJson>;
}

/** A community's report filtered by state and a date range (the community's service requests, work orders). */
export function CommunityStateDatesReport<State extends string>(
  props: ReportProps<State, { communityAgentId: number } & StateDatesValues<State>>,
) {
  const community = useCurrentCommunity();
  const filters = useStateDatesFilter(props.filter);
  const query = { communityAgentId: community.CommunityAgentId, ...filters.values };
  const data = useQuery(
    queryOptions({
      queryKey: [...workOrderReportsKey, props.cacheName, query],
      queryFn: () => props.load(query),
    }),
  );
  return (
    <ReportFrame
      title={props.title}
      path={props.path}
      query={query}
      data={data}
      options={
        <>
          {filters.stateInput}
          {filters.dateInputs}
        </>
      }
    />
  );
}

/** The same report over several communities, or all the user's (agentIds null). */
export function GlobalStateDatesReport<State extends string>(
  props: ReportProps<State, { agentIds: number[] | null } & StateDatesValues<State>>,
) {
  const filters = useStateDatesFilter(props.filter);
  const communities = useCommunitiesFilter();
  const body = { agentIds: communities.agentIds, ...filters.values };
  const data = useQuery(
    queryOptions({
      queryKey: [...workOrderReportsKey, props.cacheName, body],
      queryFn: () => props.load(body),
    }),
  );
  return (
    <ReportFrame
      title={props.title}
      path={props.path}
      query={{}}
      body={body}
      data={data}
      options={
        <>
          {communities.input}
          {filters.stateInput}
          {filters.dateInputs}
        </>
      }
    />
  );
}
