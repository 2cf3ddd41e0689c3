import type { ReportDataJson } from '@hoa/contract';
import { Alert, Anchor, Group, Paper, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useContext, type ReactNode } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../load-error';
import { PageHeader } from '../page-header';
import { PageLoader } from '../page-loader';
import { ReportExportButtons } from './export-buttons';
import { ReportCustomizerContext } from './report-customizer';
import { ReportViewer } from './report-viewer';

interface ReportFrameProps {
  title: string;
  /** The options of the report, laid out in a row above it. */
  options: ReactNode;
  /** The report call's path, for the PDF and Excel downloads. */
  path: string;
  /** The report's parameters as sent. */
  query: Record<string, string | number>;
  /** A POSTed report's body as sent (GlobalCCR): the downloads POST it with the format. */
  body?: Record<string, unknown>;
  /**
   * The report rendered by name (RenderReport, RenderGlobalReport): the downloads POST this body
   * with its Format instead of asking the report's own call.
   */
  render?: { path: string; body: Record<string, unknown> };
  data: UseQueryResult<ReportDataJson>;
  /** False while a required option is unchosen: nothing is loaded or shown yet. */
  ready?: boolean;
  /** What the user still has to give (a date left empty or not a date): shown, nothing loaded. */
  missing?: string | null;
  backLabel?: string;
  /** More actions beside the downloads (a financial report's Schedule). */
  actions?: ReactNode;
  /** A report asked for by pages (its rowCount set): the page the user goes to, 1 first. */
  onRowPage?: (page: number) => void;
}

/** /report/{name}/{communityAgentId}: the report's header, options, downloads and rows. */
export function ReportFrame(props: ReportFrameProps) {
  const community = useCurrentCommunity();
  const { data } = props;
  const Customizer = useContext(ReportCustomizerContext);
  const files = props.render
    ? { ...props.render, query: {}, formatField: 'Format' as const }
    : { path: props.path, query: props.query, body: props.body };
  const view = (report: ReportDataJson) => (
    <ReportViewer
      report={report}
      communityAgentId={community.CommunityAgentId}
      {...(props.onRowPage ? { onRowPage: props.onRowPage } : {})}
    />
  );
  return (
    <>
      <PageHeader
        title={props.title}
        subtitle={community.DisplayName}
        actions={
          <Anchor
            component={Link}
            to={buildRoute(SiteMap.reportsIndex, { communityAgentId: community.CommunityAgentId })}
            size="sm"
          >
            {props.backLabel ?? 'All reports'}
          </Anchor>
        }
      />
      <Stack gap="md">
        <Paper withBorder p="sm">
          <Group justify="space-between" align="flex-end">
            <Group gap="sm" align="flex-end">
              {props.options}
            </Group>
            <Group gap="xs">
              {props.actions}
              <ReportExportButtons {...files} disabled={!data.data} />
            </Group>
          </Group>
        </Paper>
        {props.missing ? (
          <Alert color="blue" variant="light">
            {props.missing}
          </Alert>
        ) : props.ready === false ? null : data.data ? (
          Customizer ? (
            <Customizer path={props.path} query={props.query} body={props.body} report={data.data}>
              {view}
            </Customizer>
          ) : (
            view(data.data)
          )
        ) : data.isError ? (
          <LoadError error={data.error} />
        ) : (
          <PageLoader />
        )}
      </Stack>
    </>
  );
}
