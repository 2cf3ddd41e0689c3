import type { CommunityDashboard } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buildRoute, SiteMap } from '../../app/site-map';
import { BarList } from '../../widgets/charts/bar-list';
import { DateText } from '../../widgets/date-text';

const count = (n: number, one: string) =>
  `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

const bucketColors: Record<string, string> = {
  Current: 'var(--mantine-color-blue-5)',
  Days30: 'var(--mantine-color-yellow-6)',
  Days60: 'var(--mantine-color-orange-6)',
  Days90: 'var(--mantine-color-red-7)',
};

/** What the manager has to act on today: tiles, then the two charts, then the two lists. */
export function Dashboard({ d }: { d: CommunityDashboard }) {
  const communityAgentId = d.CommunityAgentId;
  const routes = {
    arCentral: buildRoute(SiteMap.arCentral, { communityAgentId }),
    bankAccounts: buildRoute(SiteMap.communityBankAccounts, { communityAgentId }),
    approvals: buildRoute(SiteMap.apInbox, { communityAgentId, filterName: 'InternalApproval' }),
    tasks: buildRoute(SiteMap.tasksIndex, { communityAgentId }),
    aging: buildRoute(SiteMap.report, { name: 'AgedOwnerBalanceDetail', communityAgentId }),
    paymentsSetup: buildRoute(SiteMap.communityPaymentsSetup, { communityAgentId }),
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 3, xl: 5 }} spacing="sm">
        {d.Delinquency ? (
          <Tile
            label="Delinquent 30+ days"
            value={formatCents(d.Delinquency.Delinquent)}
            detail={count(d.Delinquency.DelinquentOwners, 'owner')}
            to={routes.arCentral}
          />
        ) : null}
        {d.Cash ? (
          <Tile
            label="Cash in bank"
            value={formatCents(d.Cash.Total)}
            detail={count(d.Cash.Accounts.length, 'account')}
            to={routes.bankAccounts}
          />
        ) : null}
        {d.InvoicesWaitingForMe ? (
          <Tile
            label="Invoices waiting for me"
            value={d.InvoicesWaitingForMe.Count.toLocaleString('en-US')}
            detail={formatCents(d.InvoicesWaitingForMe.Total)}
            to={routes.approvals}
          />
        ) : null}
        {d.ItemsWaitingForApproval ? (
          <Tile
            label="Waiting for approval"
            value={d.ItemsWaitingForApproval.Count.toLocaleString('en-US')}
            detail={`${String(d.ItemsWaitingForApproval.InternalApproval)} internal · ${String(d.ItemsWaitingForApproval.BoardApproval)} board`}
            to={routes.approvals}
          />
        ) : null}
        <Tile
          label="Tasks due"
          value={d.TasksDue.Count.toLocaleString('en-US')}
          detail="by today"
          to={routes.tasks}
        />
      </SimpleGrid>

      {d.Delinquency || d.Cash ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {d.Delinquency ? (
            <Section
              title="Delinquency by age"
              link={{ to: routes.aging, label: 'Aging report' }}
              footer={`Owners owe ${formatCents(d.Delinquency.Total)} in all`}
            >
              <BarList
                label="Delinquency by age"
                items={d.Delinquency.Buckets.map((b) => ({
                  key: b.Bucket,
                  label: b.Label,
                  value: b.Amount,
                  valueLabel: formatCents(b.Amount),
                  detail: count(b.OwnerCount, 'owner'),
                  color: bucketColors[b.Bucket],
                }))}
              />
            </Section>
          ) : null}
          {d.Cash ? (
            <Section
              title="Cash by bank account"
              link={{ to: routes.bankAccounts, label: 'Bank accounts' }}
              footer={`Book balances, ${formatCents(d.Cash.Total)} in all`}
            >
              {d.Cash.Accounts.length > 0 ? (
                <BarList
                  label="Cash by bank account"
                  color="var(--mantine-color-teal-6)"
                  items={d.Cash.Accounts.map((a) => ({
                    key: a.TopsAgentBankId,
                    label: `${a.AccountName} ${a.AccountNumber} · ${a.BankName}`,
                    value: a.Balance,
                    valueLabel: formatCents(a.Balance),
                  }))}
                />
              ) : (
                <Empty>The community has no bank accounts.</Empty>
              )}
            </Section>
          ) : null}
        </SimpleGrid>
      ) : null}

      {d.Contract ? (
        <Section
          title="Community chart"
          link={{ to: routes.paymentsSetup, label: 'Payables settings' }}
          footer="The management contract's yearly value beside what was paid to vendors this year"
        >
          {d.Contract.Warning ? (
            <Text size="sm" c="yellow.9" fw={500} mb="sm" role="alert">
              {d.Contract.Warning}
            </Text>
          ) : null}
          <BarList
            label="Community chart"
            items={[
              {
                key: 'contract',
                label: 'Contract value',
                value: d.Contract.ContractValue,
                valueLabel: formatCents(d.Contract.ContractValue),
                color: 'var(--mantine-color-indigo-5)',
              },
              {
                key: 'paid',
                label: 'Paid to vendors this year',
                value: d.Contract.PaidThisYear,
                valueLabel: formatCents(d.Contract.PaidThisYear),
                color: 'var(--mantine-color-teal-6)',
              },
            ]}
          />
        </Section>
      ) : null}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {d.InvoicesWaitingForMe ? (
          <Section
            title="Invoices waiting for me"
            link={{ to: routes.approvals, label: 'Approvals' }}
          >
            <Rows label="Invoices waiting for me" empty="No invoice waits for your approval.">
              {d.InvoicesWaitingForMe.Invoices.map((i) => (
                <Row
                  key={i.ItemId}
                  to={buildRoute(SiteMap.apInvoiceView, { communityAgentId, itemID: i.ItemId })}
                  title={`${i.VendorDisplayName ?? 'Vendor'} · ${i.InvoiceNumber ?? String(i.ItemId)}`}
                  detail={
                    i.DueDate ? (
                      <>
                        Due <DateText value={i.DueDate} />
                      </>
                    ) : (
                      'No due date'
                    )
                  }
                  value={formatCents(i.TotalAmount)}
                />
              ))}
            </Rows>
            <More
              shown={d.InvoicesWaitingForMe.Invoices.length}
              of={d.InvoicesWaitingForMe.Count}
            />
          </Section>
        ) : null}
        <Section title="Tasks due" link={{ to: routes.tasks, label: 'All tasks' }}>
          <Rows label="Tasks due" empty="No task of yours is due.">
            {d.TasksDue.Tasks.map((t) => (
              <Row
                key={t.TopsItemId}
                to={buildRoute(SiteMap.taskView, { communityAgentId, taskItemId: t.TopsItemId })}
                title={t.Subject}
                detail={t.AgentName}
                value={
                  <Text span size="sm" c={t.DueDate < d.AsOfDate ? 'red.7' : undefined}>
                    <DateText value={t.DueDate} />
                  </Text>
                }
              />
            ))}
          </Rows>
          <More shown={d.TasksDue.Tasks.length} of={d.TasksDue.Count} />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

function Tile(props: { label: string; value: string; detail: string; to: string }) {
  return (
    <Paper withBorder p="sm" radius="sm" role="group" aria-label={props.label}>
      <Anchor component={Link} to={props.to} size="xs" tt="uppercase" fw={600} c="dimmed">
        {props.label}
      </Anchor>
      <Text size="xl" fw={700} mt={2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {props.value}
      </Text>
      <Text size="xs" c="dimmed">
        {props.detail}
      </Text>
    </Paper>
  );
}

function Section(props: {
  title: string;
  link: { to: string; label: string };
  footer?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={props.title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={4}>{props.title}</Title>
        <Anchor component={Link} to={props.link.to} size="sm">
          {props.link.label}
        </Anchor>
      </Group>
      {props.children}
      {props.footer ? (
        <Text size="xs" c="dimmed" mt="sm">
          {props.footer}
        </Text>
      ) : null}
    </Paper>
  );
}

function Rows({ label, empty, children }: { label: string; empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <Empty>{empty}</Empty>;
  return (
    <Stack gap={0} role="list" aria-label={label}>
      {children}
    </Stack>
  );
}

function Row(props: { to: string; title: string; detail: ReactNode; value: ReactNode }) {
  return (
    <Group
      role="listitem"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={6}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <div style={{ minWidth: 0 }}>
        <Anchor component={Link} to={props.to} size="sm" fw={500} lineClamp={1}>
          {props.title}
        </Anchor>
        <Text size="xs" c="dimmed" truncate>
          {props.detail}
        </Text>
      </div>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {props.value}
      </Text>
    </Group>
  );
}

function More({ shown, of }: { shown: number; of: number }) {
  if (of <= shown) return null;
  return (
    <Text size="xs" c="dimmed" mt={4}>
      {shown} of {of} shown
    </Text>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
