import {
  ApiError,
  contract,
  reportNameOfPath,
  type EnhancedReport,
  type InputOf,
  type ReportDataJson,
} from '@hoa/contract';
import {
  applyReportDefinition,
  ComparisonOperatorId,
  EnhancedReportMessages,
  LogicalOperatorId,
  ReportDefinitionSchema,
  ReportFilterSchema,
  type ReportDefinition,
} from '@hoa/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { openConfirm } from '../../app/overlays/modals';
import { showError, showSuccess } from '../../app/toasts';
import { FormModal } from '../../widgets/form-modal';
import { ReportExportButtons, type ReportCustomizerProps } from '../../widgets/report-viewer';
import { FilterEditor } from './filter-editor';
import { SaveReportForm } from './save-report-form';
import { savedReportQuery, savedReportsQuery } from './saved-report-queries';

const E = contract.enhancedReports;
const emptyDefinition = (): ReportDefinition => ReportDefinitionSchema.parse({});

/**
 * The saved (enhanced) reports of the report on screen (spec 3 §3 "Enhanced report", §4 "Save
 * report"): open one from the list, or shape the rows (columns, filters with the spec's operators
 * joined by And/Or, sort, grouping) and save them, private unless made public; the button reads
 * Overwrite for the user's own report that is open. The rows below follow the definition.
 */
export function SavedReports(props: ReportCustomizerProps) {
  const params = useParams({ strict: false });
  // The saved report and mode the route names (/report/{name}/{communityAgentId}/{edit?}/{reportId?},
  // spec 3 §2): 'edit' opens the columns and filters. The panel rewrites the route as the user
  // chooses (noting it first); a route it did not write (a link, the address bar) opens afresh.
  const routeKey = `${params.edit ?? ''}/${params.reportId ?? ''}`;
  const [known, setKnown] = useState(routeKey);
  const [linked, setLinked] = useState(() => linkOf(params, 0));
  if (routeKey !== known) {
    setKnown(routeKey);
    setLinked(linkOf(params, linked.generation + 1));
  }
  const fromRoute = useQuery({
    ...savedReportQuery(linked.id ?? 0),
    enabled: linked.id !== null,
  });
  if (linked.id !== null && fromRoute.isPending) return <Loader size="sm" />;
  const found = fromRoute.data?.ReportName === reportNameOfPath(props.path) ? fromRoute.data : null;
  return (
    <SavedReportsPanel
      key={linked.generation}
      {...props}
      initial={found}
      initialEditing={linked.editing}
      missing={linked.id !== null && found === null}
      onRoute={setKnown}
    />
  );
}

/** What the route opens: the saved report's id (null: none) and whether in edit mode. */
function linkOf(params: { edit?: string; reportId?: string }, generation: number) {
  return {
    id: Number(params.reportId) || null,
    editing: params.edit === RouteMode.edit,
    generation,
  };
}

/** The route's edit segment: the saved report opened in edit mode, or only shown. */
const RouteMode = { edit: 'edit', view: 'view' } as const;

function SavedReportsPanel({
  path,
  query,
  body,
  report,
  children,
  initial,
  initialEditing,
  missing,
  onRoute,
}: ReportCustomizerProps & {
  initial: EnhancedReport | null;
  initialEditing: boolean;
  /** The route named a saved report the user cannot open (or of another report). */
  missing: boolean;
  /** Notes the route's edit and reportId segments the panel is about to write. */
  onRoute: (routeKey: string) => void;
}) {
  const reportName = reportNameOfPath(path);
  const queryClient = useQueryClient();
  const list = useQuery(savedReportsQuery(reportName));
  const [open, setOpen] = useState<EnhancedReport | null>(initial);
  const [definition, setDefinition] = useState<ReportDefinition>(
    () => initial?.ReportDefinition ?? emptyDefinition(),
  );
  const [editing, setEditing] = useState(initialEditing);
  const [saving, setSaving] = useState(false);
  const go = useGo();
  const { name, communityAgentId } = useParams({ strict: false });
  // The route follows what is open: /edit/{id} or /view/{id}; /edit alone while shaping a new one.
  const route = (id: number | null, edit: boolean) => {
    if (!name || !communityAgentId) return;
    const mode = edit ? RouteMode.edit : id !== null ? RouteMode.view : null;
    onRoute(`${mode ?? ''}/${id === null ? '' : String(id)}`);
    void go(buildRoute(SiteMap.report, { name, communityAgentId, edit: mode, reportId: id }), {
      replace: true,
    });
  };

  // The rows as the definition shapes them; filters still waiting for their value are left out.
  const complete: ReportDefinition = {
    ...definition,
    filters: definition.filters.filter((f) => ReportFilterSchema.safeParse(f).success),
  };
  const customized = open !== null || editing;
  const applied = customized
    ? applyReportDefinition(report, complete, open?.Name ?? report.title)
    : null;
  const shown: ReportDataJson = applied?.ok ? applied.report : report;

  const reopen = (id: string | null) => {
    const chosen = list.data?.find((r) => String(r.EnhancedReportDefinitionID) === id) ?? null;
    setOpen(chosen);
    setDefinition(chosen?.ReportDefinition ?? emptyDefinition());
    route(chosen?.EnhancedReportDefinitionID ?? null, editing);
  };
  const save = useMutation({
    mutationFn: (body: InputOf<typeof E.SaveEnhancedReport>['body']) =>
      api.call(E.SaveEnhancedReport, { body }),
    onSuccess: async (saved) => {
      setSaving(false);
      setOpen(saved);
      route(saved.EnhancedReportDefinitionID, editing);
      showSuccess(`Saved “${saved.Name}”.`);
      await queryClient.invalidateQueries({ queryKey: savedReportsQuery(reportName).queryKey });
    },
    onError: (error) => {
      showError(new ApiError(500, saveFailure(error)));
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.call(E.DeleteEnhancedReport, { params: { id } }),
    onSuccess: async () => {
      reopen(null);
      await queryClient.invalidateQueries({ queryKey: savedReportsQuery(reportName).queryKey });
    },
    onError: showError,
  });

  const columnTitle = (key: string) => report.columns.find((c) => c.key === key)?.title ?? key;
  const options = report.columns.map((c) => ({ value: c.key, label: c.title }));
  const set = (change: Partial<ReportDefinition>) => {
    setDefinition({ ...definition, ...change });
  };
  const sort = definition.sort[0] ?? null;
  return (
    <Stack gap="md">
      <Paper withBorder p="sm" aria-label="Saved reports" component="section">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end">
            <Select
              label="Saved report"
              w={260}
              clearable
              placeholder="Standard report"
              data={(list.data ?? []).map((r) => ({
                value: String(r.EnhancedReportDefinitionID),
                label: `${r.Name}${r.IsOwner ? '' : ` · ${r.OwnerName}`}${r.IsPublic ? ' (public)' : ''}`,
              }))}
              value={open === null ? null : String(open.EnhancedReportDefinitionID)}
              onChange={reopen}
            />
            <Button
              variant="default"
              onClick={() => {
                setEditing(!editing);
                route(open?.EnhancedReportDefinitionID ?? null, !editing);
              }}
            >
              {editing ? 'Hide columns and filters' : 'Columns and filters'}
            </Button>
            {customized ? (
              <Button
                onClick={() => {
                  setSaving(true);
                }}
              >
                {open?.IsOwner ? 'Overwrite…' : 'Save…'}
              </Button>
            ) : null}
            {open?.IsOwner ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => {
                  openConfirm({
                    title: 'Delete saved report',
                    message: `Delete the saved report “${open.Name}”?`,
                    confirmLabel: 'Delete',
                    danger: true,
                    onConfirm: () => {
                      remove.mutate(open.EnhancedReportDefinitionID);
                    },
                  });
                }}
              >
                Delete
              </Button>
            ) : null}
            {customized ? (
              <ReportExportButtons
                path={E.ReportData.path}
                query={{}}
                body={{
                  ReportName: reportName,
                  ReportDefinition: complete,
                  Parameters: body ?? query,
                }}
              />
            ) : null}
          </Group>
          {list.isError || missing ? (
            <Alert color="red" variant="light">
              {EnhancedReportMessages.loadFailed}
            </Alert>
          ) : null}
          {editing ? (
            <Stack gap="xs">
              <MultiSelect
                label="Columns"
                placeholder={definition.columns.length === 0 ? 'All columns' : undefined}
                data={options}
                value={definition.columns}
                onChange={(columns) => {
                  set({ columns });
                }}
              />
              <Text size="sm" fw={500}>
                Filters
              </Text>
              {definition.filters.map((filter, i) => (
                <FilterEditor
                  key={i}
                  index={i}
                  filter={filter}
                  columns={report.columns}
                  onChange={(changed) => {
                    set({ filters: definition.filters.map((f, j) => (j === i ? changed : f)) });
                  }}
                  onRemove={() => {
                    set({ filters: definition.filters.filter((_, j) => j !== i) });
                  }}
                />
              ))}
              <Group gap="sm" align="flex-end">
                <Button
                  size="xs"
                  variant="light"
                  disabled={report.columns.length === 0}
                  onClick={() => {
                    const first = report.columns[0]?.key ?? '';
                    set({
                      filters: [
                        ...definition.filters,
                        {
                          column: first,
                          operator: ComparisonOperatorId.Equals,
                          value: null,
                          logicalOperator: LogicalOperatorId.And,
                        },
                      ],
                    });
                  }}
                >
                  Add filter
                </Button>
                <Select
                  label="Sort by"
                  w={200}
                  clearable
                  data={options}
                  value={sort?.column ?? null}
                  onChange={(column) => {
                    set({
                      sort: column ? [{ column, descending: sort?.descending ?? false }] : [],
                    });
                  }}
                />
                <Checkbox
                  label="Descending"
                  mb={8}
                  disabled={sort === null}
                  checked={sort?.descending ?? false}
                  onChange={(e) => {
                    if (sort) set({ sort: [{ ...sort, descending: e.currentTarget.checked }] });
                  }}
                />
                <Select
                  label="Group by"
                  w={200}
                  clearable
                  data={options}
                  value={definition.groupBy}
                  onChange={(groupBy) => {
                    set({ groupBy });
                  }}
                />
              </Group>
            </Stack>
          ) : null}
          {applied && !applied.ok ? (
            <Alert color="red" variant="light">
              {applied.error}
            </Alert>
          ) : null}
          {customized && definition.columns.length > 0 ? (
            <Text size="xs" c="dimmed">
              Showing {definition.columns.map(columnTitle).join(', ')}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      {children(shown)}
      <FormModal
        opened={saving}
        onClose={() => {
          setSaving(false);
        }}
        title="Save report"
        size="sm"
      >
        <SaveReportForm
          reportName={reportName}
          definition={definition}
          open={open?.IsOwner ? open : null}
          saving={save.isPending}
          onCancel={() => {
            setSaving(false);
          }}
          onSave={(body) => {
            save.mutate(body);
          }}
        />
      </FormModal>
    </Stack>
  );
}

/** Spec 3 §8: a refusal shows 'Report failed to save.' and the server's text, else the status. */
function saveFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return `${EnhancedReportMessages.saveFailed} ${error.message}`;
  }
  const status = error instanceof ApiError ? ` (${String(error.status)})` : '';
  return `${EnhancedReportMessages.unableToSave}${status}`;
}
