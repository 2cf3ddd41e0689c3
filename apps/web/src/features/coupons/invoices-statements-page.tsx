import { contract } from '@hoa/contract';
import { CouponOwnersPageSize } from '@hoa/domain';
import { Button, Group, Pagination, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { countText, LabelsModal, StatementsModal } from '../statements';
import { CouponBooksModal } from './coupon-books-modal';
import { CouponOwnerFilters } from './coupon-owner-filters';
import { CouponOwnersTable } from './coupon-owners-table';
import { couponOwnersQuery, defaultFilters, type OwnerFilters } from './coupon-queries';

type Dialog = 'statements' | 'coupons' | 'labels' | null;

/**
 * Invoices & Statements (the AR menu): a community's billed owners, filtered and sorted, from
 * which the accountant picks owners and prints statements, coupon books and labels. The list is
 * fetched whole and paged here, 50 to a page (spec 3 §9).
 */
export function InvoicesStatementsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const [filters, setFilters] = useState<OwnerFilters>(defaultFilters);
  const [section, setSection] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const owners = useQuery(couponOwnersQuery(communityAgentId, filters));
  const all = owners.data;
  const sections = useMemo(
    () =>
      [...new Set((all ?? []).flatMap((o) => (o.Sections ? o.Sections.split(', ') : [])))].sort(),
    [all],
  );
  const rows = useMemo(
    () => (all ?? []).filter((o) => !section || o.Sections.split(', ').includes(section)),
    [all, section],
  );
  const pages = Math.max(1, Math.ceil(rows.length / CouponOwnersPageSize));
  const shown = rows.slice((page - 1) * CouponOwnersPageSize, page * CouponOwnersPageSize);
  // Documents print for the selected owners still listed, in the list's order.
  const chosen = rows.filter((o) => selected.has(o.TopsAgentId)).map((o) => o.TopsAgentId);
  const changeFilters = useCallback((next: OwnerFilters) => {
    setFilters(next);
    setPage(1);
  }, []);
  const toggle = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const close = () => setDialog(null);
  const modalProps = { communityAgentId, ownerAgentIds: chosen, onClose: close };
  return (
    <>
      <PageHeader
        title="Invoices & Statements"
        subtitle={community.DisplayName}
        actions={
          <>
            <MayCall calls={contract.statements.PrintStatements}>
              <Button disabled={chosen.length === 0} onClick={() => setDialog('statements')}>
                Print statements
              </Button>
            </MayCall>
            <MayCall calls={contract.coupons.PrintCouponBooks}>
              <Button disabled={chosen.length === 0} onClick={() => setDialog('coupons')}>
                Print coupon books
              </Button>
            </MayCall>
            <MayCall calls={contract.mailingLabels.PrintMailingLabels}>
              <Button
                variant="default"
                disabled={chosen.length === 0}
                onClick={() => setDialog('labels')}
              >
                Labels
              </Button>
            </MayCall>
          </>
        }
      />
      <CouponOwnerFilters
        filters={filters}
        onChange={changeFilters}
        sections={sections}
        section={section}
        onSectionChange={(value) => {
          setSection(value);
          setPage(1);
        }}
      />
      {owners.isError ? <LoadError error={owners.error} /> : null}
      <Group justify="space-between" mb="xs">
        <Text size="sm" aria-live="polite">
          {countText(rows.length, 'owner')}, {chosen.length.toLocaleString('en-US')} selected
        </Text>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={rows.length === 0}
            onClick={() =>
              toggle(
                rows.map((o) => o.TopsAgentId),
                true,
              )
            }
          >
            Select all {countText(rows.length, 'owner')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={selected.size === 0}
            onClick={() => setSelected(new Set())}
          >
            Clear selection
          </Button>
        </Group>
      </Group>
      <CouponOwnersTable
        owners={shown}
        selected={selected}
        onToggle={toggle}
        loading={owners.isPending}
      />
      {pages > 1 ? (
        <Group justify="center" mt="sm">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
      <StatementsModal opened={dialog === 'statements'} {...modalProps} />
      <CouponBooksModal opened={dialog === 'coupons'} {...modalProps} />
      <LabelsModal opened={dialog === 'labels'} {...modalProps} />
    </>
  );
}
