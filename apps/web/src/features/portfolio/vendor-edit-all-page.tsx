import { contract, type AgentListRow, type RequestOf } from '@hoa/contract';
import { Button, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import {
  DataGrid,
  GridCheckbox,
  useEditedRows,
  type EditedRow,
  type GridColumn,
} from '../../widgets/data-grid/data-grid';
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
  const rows = useEditedRows(vendors.data?.Results ?? noVendors, vendorKey, (row) => {
    const index = changed.findIndex((d) => d.TopsAgentId === row.TopsAgentId);
    const draft = index < 0 ? draftOf(row) : (changed[index] ?? draftOf(row));
    const errorOf = (field: TextField) =>
      index < 0 ? undefined : form.errors[`Vendors.${String(index)}.${field}`];
    return {
      ...draft,
      DisplayNameError: errorOf('DisplayName'),
      CompanyNameError: errorOf('CompanyName'),
      PrimaryEmailAddressError: errorOf('PrimaryEmailAddress'),
    };
  });
  // The latest form through a ref: the columns stay the same object between renders.
  const latest = useRef(form);
  latest.current = form;
  const columns = useMemo(
    () =>
      vendorColumns((row, field, value) => {
        const current = latest.current;
        const drafts = current.values.Vendors;
        // The path of the vendor's field in the form, its draft added on its first change.
        let index = drafts.findIndex((d) => d.TopsAgentId === row.TopsAgentId);
        if (index < 0) {
          index = drafts.length;
          current.insertListItem('Vendors', draftOf(row));
        }
        const path = `Vendors.${String(index)}.${field}`;
        current.setFieldValue(path, value);
        // Each field says what is wrong with it as it is typed.
        current.validateField(path);
      }),
    [],
  );

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
        <DataGrid
          aria-label="Vendors to edit"
          rows={rows}
          columns={columns}
          rowKey={vendorRowKey}
          variableRowHeight
          rowHeight={40}
          footer={
            <ListPager skip={skip} take={take} total={vendors.data.TotalCount} onSkip={setSkip} />
          }
        />
      ) : vendors.isError ? (
        <LoadError error={vendors.error} />
      ) : (
        <PageLoader />
      )}
    </form>
  );
}

/** A vendor's draft as the form has it, with the error of each text field. */
type VendorEdit = Draft & Partial<Record<`${TextField}Error`, ReactNode>>;
type VendorRow = EditedRow<AgentListRow, VendorEdit>;

const noVendors: AgentListRow[] = [];
const vendorKey = (row: AgentListRow) => row.TopsAgentId;
const vendorRowKey = (r: VendorRow) => r.row.TopsAgentId;

function vendorColumns(
  edit: (row: AgentListRow, field: keyof Draft, value: string | boolean) => void,
): GridColumn<VendorRow>[] {
  return [
    ...textColumns.map(([field, header]): GridColumn<VendorRow> => ({
      id: field,
      header,
      width: field === 'PrimaryEmailAddress' ? 300 : 260,
      cell: ({ row, edit: draft }) => (
        <TextInput
          size="xs"
          aria-label={`${header} of ${row.DisplayName}`}
          value={draft[field]}
          error={draft[`${field}Error`]}
          onChange={(e) => {
            edit(row, field, e.currentTarget.value);
          }}
        />
      ),
    })),
    {
      id: 'active',
      header: 'Active',
      width: 70,
      align: 'center',
      cell: ({ row, edit: draft }) => (
        <GridCheckbox
          aria-label={`${row.DisplayName} is active`}
          checked={draft.IsActive}
          onChange={(e) => {
            edit(row, 'IsActive', e.currentTarget.checked);
          }}
        />
      ),
    },
  ];
}
