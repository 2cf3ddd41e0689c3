import { contract, VendorEditSchema, type AgentListRow } from '@hoa/contract';
import { Button, Checkbox, Paper, Table, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ListPager } from './list-controls';
import { portfolioKey, vendorsQuery } from './portfolio-queries';

interface Draft {
  TopsAgentId: number;
  DisplayName: string;
  CompanyName: string;
  PrimaryEmailAddress: string;
  IsActive: boolean;
}

const take = 50;

const draftOf = (row: AgentListRow): Draft => ({
  TopsAgentId: row.TopsAgentId,
  DisplayName: row.DisplayName,
  CompanyName: row.CompanyName ?? '',
  PrimaryEmailAddress: row.PrimaryEmailAddress ?? '',
  IsActive: row.IsActive,
});

/** Vendor edit-all: names, email and the active flag of a page of vendors, saved together. */
export function VendorEditAllPage() {
  const go = useGo();
  const queryClient = useQueryClient();
  const [skip, setSkip] = useState(0);
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const vendors = useQuery(vendorsQuery({ skip, take, includeInactive: 'true' }));
  const changed = Object.values(drafts);
  const checked = changed.map((draft) => ({ draft, parsed: VendorEditSchema.safeParse(draft) }));
  const errorOf = (id: number, field: keyof Draft) =>
    checked
      .find((c) => c.draft.TopsAgentId === id)
      ?.parsed.error?.issues.find((issue) => issue.path[0] === field)?.message;
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.portfolio.SaveVendors, {
        body: { Vendors: checked.flatMap((c) => (c.parsed.success ? [c.parsed.data] : [])) },
      }),
    onSuccess: async (result) => {
      showSuccess(`${result.Saved} vendor${result.Saved === 1 ? '' : 's'} saved.`);
      setDrafts({});
      await queryClient.invalidateQueries({ queryKey: portfolioKey });
    },
  });
  const edit = (row: AgentListRow, change: Partial<Draft>) => {
    setDrafts((current) => ({
      ...current,
      [row.TopsAgentId]: { ...(current[row.TopsAgentId] ?? draftOf(row)), ...change },
    }));
  };

  return (
    <>
      <PageHeader
        title="Edit all vendors"
        subtitle={`${changed.length} changed`}
        actions={
          <>
            <Button variant="default" onClick={() => void go(SiteMap.portfolioVendors)}>
              Back to vendors
            </Button>
            <Button
              disabled={changed.length === 0 || checked.some((c) => !c.parsed.success)}
              loading={save.isPending}
              onClick={() => {
                save.mutate();
              }}
            >
              Save
            </Button>
          </>
        }
      />
      {vendors.data ? (
        <Paper withBorder radius="sm" p="sm">
          <Table aria-label="Vendors to edit" fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Display name</Table.Th>
                <Table.Th>Company name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Active</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vendors.data.Results.map((row) => {
                const draft = drafts[row.TopsAgentId] ?? draftOf(row);
                const id = row.TopsAgentId;
                return (
                  <Table.Tr key={id}>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={`Display name of ${row.DisplayName}`}
                        value={draft.DisplayName}
                        error={errorOf(id, 'DisplayName')}
                        onChange={(e) => {
                          edit(row, { DisplayName: e.currentTarget.value });
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={`Company name of ${row.DisplayName}`}
                        value={draft.CompanyName}
                        error={errorOf(id, 'CompanyName')}
                        onChange={(e) => {
                          edit(row, { CompanyName: e.currentTarget.value });
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={`Email of ${row.DisplayName}`}
                        value={draft.PrimaryEmailAddress}
                        error={errorOf(id, 'PrimaryEmailAddress')}
                        onChange={(e) => {
                          edit(row, { PrimaryEmailAddress: e.currentTarget.value });
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={`${row.DisplayName} is active`}
                        checked={draft.IsActive}
                        onChange={(e) => {
                          edit(row, { IsActive: e.currentTarget.checked });
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <ListPager skip={skip} take={take} total={vendors.data.TotalCount} onSkip={setSkip} />
        </Paper>
      ) : vendors.isError ? (
        <LoadError error={vendors.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}
