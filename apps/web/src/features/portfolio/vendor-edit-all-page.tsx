import { contract, type AgentListRow, type RequestOf } from '@hoa/contract';
import { Button, Checkbox, Paper, Table, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { ListPager } from './list-controls';
import { portfolioKey, vendorsQuery } from './portfolio-queries';

type SaveBody = RequestOf<typeof contract.portfolio.SaveVendors>['body'];

interface Draft {
  TopsAgentId: number;
  DisplayName: string;
  CompanyName: string;
  PrimaryEmailAddress: string;
  IsActive: boolean;
}
type TextField = 'DisplayName' | 'CompanyName' | 'PrimaryEmailAddress';

const take = 50;

const draftOf = (row: AgentListRow): Draft => ({
  TopsAgentId: row.TopsAgentId,
  DisplayName: row.DisplayName,
  CompanyName: row.CompanyName ?? '',
  PrimaryEmailAddress: row.PrimaryEmailAddress ?? '',
  IsActive: row.IsActive,
});

const textColumns: readonly [TextField, string][] = [
  ['DisplayName', 'Display name'],
  ['CompanyName', 'Company name'],
  ['PrimaryEmailAddress', 'Email'],
];

/** Vendor edit-all: names, email and the active flag of a page of vendors, saved together. */
export function VendorEditAllPage() {
  const go = useGo();
  const queryClient = useQueryClient();
  const [skip, setSkip] = useState(0);
  const vendors = useQuery(vendorsQuery({ skip, take, includeInactive: 'true' }));
  // The vendors changed, on any page, in the order they were first changed.
  const form = useContractForm({
    initialValues: { Vendors: [] as Draft[] },
    schema: contract.portfolio.SaveVendors.body,
    toBody: (values) => values,
  });
  const changed = form.values.Vendors;
  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.portfolio.SaveVendors, { body }),
    onSuccess: async (result) => {
      showSuccess(`${result.Saved} vendor${result.Saved === 1 ? '' : 's'} saved.`);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: portfolioKey });
    },
  });
  /** The path of a vendor's field in the form, its draft added on its first change. */
  const pathOf = (row: AgentListRow, field: keyof Draft) => {
    let index = changed.findIndex((d) => d.TopsAgentId === row.TopsAgentId);
    if (index < 0) {
      index = changed.length;
      form.insertListItem('Vendors', draftOf(row));
    }
    return `Vendors.${String(index)}.${field}`;
  };
  const edit = (row: AgentListRow, field: keyof Draft, value: string | boolean) => {
    const path = pathOf(row, field);
    form.setFieldValue(path, value);
    // Each field says what is wrong with it as it is typed.
    form.validateField(path);
  };
  const errorOf = (row: AgentListRow, field: TextField) => {
    const index = changed.findIndex((d) => d.TopsAgentId === row.TopsAgentId);
    return index < 0 ? undefined : form.errors[`Vendors.${String(index)}.${field}`];
  };

  return (
    <form
      noValidate
      aria-label="Edit all vendors"
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
    >
      <PageHeader
        title="Edit all vendors"
        subtitle={`${changed.length} changed`}
        actions={
          <>
            <Button variant="default" onClick={() => void go(SiteMap.portfolioVendors)}>
              Back to vendors
            </Button>
            <Button type="submit" disabled={changed.length === 0} loading={save.isPending}>
              Save
            </Button>
          </>
        }
      />
      <ProblemAlert problem={formProblem(form.errors)} />
      {vendors.data ? (
        <Paper withBorder radius="sm" p="sm">
          <Table aria-label="Vendors to edit" fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                {textColumns.map(([field, header]) => (
                  <Table.Th key={field}>{header}</Table.Th>
                ))}
                <Table.Th>Active</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vendors.data.Results.map((row) => {
                const draft =
                  changed.find((d) => d.TopsAgentId === row.TopsAgentId) ?? draftOf(row);
                return (
                  <Table.Tr key={row.TopsAgentId}>
                    {textColumns.map(([field, header]) => (
                      <Table.Td key={field}>
                        <TextInput
                          size="xs"
                          aria-label={`${header} of ${row.DisplayName}`}
                          value={draft[field]}
                          error={errorOf(row, field)}
                          onChange={(e) => {
                            edit(row, field, e.currentTarget.value);
                          }}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Checkbox
                        aria-label={`${row.DisplayName} is active`}
                        checked={draft.IsActive}
                        onChange={(e) => {
                          edit(row, 'IsActive', e.currentTarget.checked);
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
    </form>
  );
}
