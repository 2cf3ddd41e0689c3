import { type contract, validationFileCalls, type ResponseOf } from '@hoa/contract';
import {
  ValidationLayoutKeys,
  ValidationLayouts,
  validationLayoutOf,
  type ValidationLayoutKey,
} from '@hoa/domain';
import { Alert, Anchor, Button, Group, Select } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { saveBlob } from '../../widgets/download-file';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { candidatesQuery, settingsQuery } from './bank-integration-queries';
import { BankPicker, idFrom } from './bank-picker';

type Candidate = ResponseOf<
  typeof contract.bankIntegration.GetExportHOACanditates
>['Candidates'][number];
/** A lockbox account of a community the file may take the owners of. */
type CandidateRow = Candidate['Accounts'][number] &
  Pick<Candidate, 'CommunityId' | 'CommunityName'>;

const layoutOptions = ValidationLayoutKeys.map((key) => {
  const layout = ValidationLayouts[key];
  return {
    value: key,
    label: `${layout.name} · ${layout.kind} (.${layout.extension})`,
  };
});

/** The layout of the bank's validation setting (its ValidationFileId), Standard when none. */
function settingLayout(settings: Record<string, unknown> | undefined): ValidationLayoutKey {
  const id = settings?.ValidationFileId;
  try {
    return typeof id === 'number' ? validationLayoutOf(id) : 'Standard';
  } catch {
    return 'Standard';
  }
}

/**
 * /banking/validation-export/:topsAgentId?: the validation file of the lockbox accounts ticked,
 * in the bank layout picked (the bank's validation setting until another is picked).
 */
export function ValidationExportPage() {
  const go = useGo();
  const bankId = idFrom(useParams({ strict: false }).topsAgentId);
  const candidates = useQuery({ ...candidatesQuery(bankId ?? 0), enabled: bankId !== null });
  const setting = useQuery({
    ...settingsQuery(bankId ?? 0, 'validation'),
    enabled: bankId !== null,
  });
  const [picked, setPicked] = useState<ValidationLayoutKey | null>(null);
  const layout = picked ?? settingLayout(setting.data?.Settings);
  const [unselected, setUnselected] = useState<Set<number>>(new Set());
  const rows = useMemo(
    () =>
      (candidates.data?.Candidates ?? []).flatMap((c) =>
        c.Accounts.map((a): CandidateRow => ({
          ...a,
          CommunityId: c.CommunityId,
          CommunityName: c.CommunityName,
        })),
      ),
    [candidates.data],
  );
  const selected = useMemo(
    () => new Set(rows.map(candidateKey).filter((id) => !unselected.has(id))),
    [rows, unselected],
  );
  const exportFile = useMutation({
    mutationFn: () =>
      api.call(validationFileCalls[layout], {
        body: {
          BankId: bankId ?? 0,
          Candidates: (candidates.data?.Candidates ?? []).map((c) => ({
            CommunityId: c.CommunityId,
            Accounts: c.Accounts.map((a) => ({
              AccountId: a.AccountId,
              IsSelected: !unselected.has(a.AccountId),
            })),
          })),
        },
      }),
    onSuccess: (file) => {
      saveBlob(
        new Blob([file.Content], { type: ValidationLayouts[layout].contentType }),
        file.FileName,
      );
      showSuccess(`${file.FileName}: ${file.RowCount} owners.`);
    },
  });
  return (
    <>
      <PageHeader
        title="Validation file export"
        subtitle="The owners a lockbox bank may take payments for, in the bank's file layout"
        actions={
          <Button
            disabled={rows.length === 0}
            loading={exportFile.isPending}
            onClick={() => exportFile.mutate()}
          >
            Export
          </Button>
        }
      />
      <Group align="flex-start" gap="md">
        <BankPicker
          bankId={bankId}
          onChange={(id) => {
            setPicked(null);
            void go(buildRoute(SiteMap.validationExport, { topsAgentId: id }));
          }}
        />
        <Select
          label="File format"
          w={360}
          mb="md"
          data={layoutOptions}
          maxDropdownHeight={420}
          value={layout}
          onChange={(value) => {
            const key = ValidationLayoutKeys.find((k) => k === value);
            if (key) setPicked(key);
          }}
          allowDeselect={false}
        />
      </Group>
      {candidates.data?.Warning ? (
        <Alert color="yellow" mb="md" role="alert">
          {candidates.data.Warning}{' '}
          <Anchor
            component="button"
            size="sm"
            onClick={() =>
              void go(buildRoute(SiteMap.lockboxAccountsSettings, { topsAgentId: bankId }))
            }
          >
            Set lockbox IDs
          </Anchor>
        </Alert>
      ) : null}
      {candidates.isError ? <LoadError error={candidates.error} /> : null}
      {bankId === null ? (
        <Alert color="blue" variant="light">
          Choose a lockbox bank.
        </Alert>
      ) : (
        <DataGrid
          aria-label="Validation candidates"
          rows={rows}
          columns={candidateColumns}
          rowKey={candidateKey}
          selection={{
            selected,
            onChange: (next) =>
              setUnselected(new Set(rows.map(candidateKey).filter((id) => !next.has(id)))),
            rowLabel: (r) => `Export ${r.AccountName}`,
            allLabel: 'Export every account',
          }}
          empty={candidates.isLoading ? 'Loading…' : 'No candidates.'}
        />
      )}
    </>
  );
}

const candidateKey = (r: CandidateRow) => r.AccountId;

const candidateColumns: GridColumn<CandidateRow>[] = [
  { id: 'community', header: 'Community', width: 220, cell: (r) => r.CommunityName },
  {
    id: 'account',
    header: 'Account',
    width: 260,
    cell: (r) => `${r.AccountName} · ${r.AccountNumber}`,
  },
  { id: 'lockbox-id', header: 'Lockbox ID', width: 140, cell: (r) => r.LockboxId },
  { id: 'owners', header: 'Owners', width: 90, align: 'right', cell: (r) => r.OwnerCount },
];
