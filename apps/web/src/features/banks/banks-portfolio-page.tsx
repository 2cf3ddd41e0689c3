import { Anchor, Badge, Button, Paper, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { saveBankCall } from './bank-calls';
import { BankFormModal } from './bank-form-modal';
import { bankPortfolioQuery } from './bank-queries';

/** The company's banks (portfolio list). */
export function BanksPortfolioPage() {
  const go = useGo();
  const banks = useQuery(bankPortfolioQuery);
  const [creating, setCreating] = useState(false);
  const open = (agentId: number) => {
    void go(buildRoute(SiteMap.bankProfile, { agentId }));
  };

  return (
    <>
      <PageHeader
        title="Banks"
        subtitle="Banks holding the communities' accounts"
        actions={
          <MayCall calls={saveBankCall(true)}>
            <Button
              onClick={() => {
                setCreating(true);
              }}
            >
              New bank
            </Button>
          </MayCall>
        }
      />
      {banks.data ? (
        <Paper withBorder radius="sm">
          <Table aria-label="Banks" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Alias</Table.Th>
                <Table.Th>Routing number</Table.Th>
                <Table.Th>Default routing</Table.Th>
                <Table.Th ta="right">Accounts</Table.Th>
                <Table.Th ta="right">Communities</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {banks.data.map((bank) => (
                <Table.Tr key={bank.TopsAgentId}>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => {
                        open(bank.TopsAgentId);
                      }}
                    >
                      {bank.DisplayName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{bank.Alias}</Table.Td>
                  <Table.Td ff="monospace">{bank.RoutingNumber}</Table.Td>
                  <Table.Td>
                    {bank.UsesDefaultRouting ? (
                      <Badge variant="light">Default routing</Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right">{bank.AccountCount}</Table.Td>
                  <Table.Td ta="right">{bank.CommunityCount}</Table.Td>
                </Table.Tr>
              ))}
              {banks.data.length === 0 ? <EmptyRow colSpan={6}>No banks yet.</EmptyRow> : null}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : banks.isError ? (
        <LoadError error={banks.error} />
      ) : (
        <PageLoader />
      )}
      <BankFormModal
        opened={creating}
        bank={undefined}
        onClose={() => {
          setCreating(false);
        }}
        onSaved={(saved) => {
          open(saved.TopsAgentId);
        }}
      />
    </>
  );
}
