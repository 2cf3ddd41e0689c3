import type { Check } from '@hoa/contract';
import { ApPaymentStatus, formatDate, TxnTypeId } from '@hoa/domain';
import { Anchor, Badge } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';

const typeName: Record<number, string> = {
  [TxnTypeId.PrintChecks]: 'Printed',
  [TxnTypeId.HandwrittenCheck]: 'Handwritten',
  [TxnTypeId.SeparateCheck]: 'Separate',
};

export function CheckStatusBadge({ check }: { check: Check }) {
  if (check.Status === ApPaymentStatus.Voided) {
    return (
      <Badge color="red" variant="light">
        {`Voided ${check.VoidDate ? formatDate(check.VoidDate) : ''}`}
      </Badge>
    );
  }
  return (
    <Badge color={check.Status === ApPaymentStatus.Cleared ? 'blue' : 'green'} variant="light">
      {check.Status === ApPaymentStatus.Cleared ? 'Cleared' : 'Issued'}
    </Badge>
  );
}

/** Checks with a link to each one's profile; `action` adds a last cell. */
export function ChecksTable({
  checks,
  empty,
  action,
}: {
  checks: readonly Check[];
  empty: string;
  action?: (check: Check) => ReactNode;
}) {
  const go = useGo();
  const columns = useMemo(() => checkColumns(go, action), [go, action]);
  return (
    <DataGrid aria-label="Checks" rows={checks} columns={columns} rowKey={checkKey} empty={empty} />
  );
}

const checkKey = (check: Check) => check.ItemId;

function checkColumns(
  go: ReturnType<typeof useGo>,
  action: ((check: Check) => ReactNode) | undefined,
): GridColumn<Check>[] {
  const columns: GridColumn<Check>[] = [
    {
      id: 'check',
      header: 'Check',
      width: 90,
      cell: (check) => (
        <Anchor
          size="sm"
          onClick={() =>
            void go(
              buildRoute(SiteMap.apCheckProfile, {
                communityAgentId: check.CommunityAgentId,
                agentId: check.VendorAgentId,
                itemId: check.ItemId,
              }),
            )
          }
        >
          {check.CheckNumber ?? ''}
        </Anchor>
      ),
    },
    { id: 'date', header: 'Date', width: 100, cell: (check) => formatDate(check.CheckDate) },
    { id: 'type', header: 'Type', width: 110, cell: (check) => typeName[check.TxnTypeId] ?? '' },
    { id: 'vendor', header: 'Vendor', width: 200, cell: (check) => check.VendorDisplayName },
    { id: 'bank', header: 'Bank account', width: 180, cell: (check) => check.BankAccountName },
    {
      id: 'status',
      header: 'Status',
      width: 160,
      cell: (check) => <CheckStatusBadge check={check} />,
    },
    moneyColumn('amount', 'Amount', (check) => check.Amount, 120),
  ];
  return action ? [...columns, { id: 'action', header: '', width: 110, cell: action }] : columns;
}
