import { contract, type Check } from '@hoa/contract';
import { ApPaymentStatus } from '@hoa/domain';
import { Button, Group, Paper, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { DateInput } from '../../widgets/date-input';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { BankAccountSelect } from './bank-account-select';
import { voidChecksQuery, type CheckSearch } from './check-queries';
import { ChecksTable } from './checks-table';
import { VoidCheckModal } from './void-check-modal';

/** Void checks: search the community's checks and void one with a date. */
export function VoidChecksPage() {
  const community = useCurrentCommunity();
  const [search, setSearch] = useState<CheckSearch>({
    bankAccountId: null,
    checkNumber: '',
    startDate: null,
    endDate: null,
  });
  const [voiding, setVoiding] = useState<Check | null>(null);
  const list = useQuery(voidChecksQuery(community.CommunityAgentId, search));
  return (
    <>
      <PageHeader title="Void checks" subtitle={community.DisplayName} />
      <Paper withBorder p="sm" mb="sm">
        <Group align="flex-end" wrap="wrap">
          <BankAccountSelect
            communityAgentId={community.CommunityAgentId}
            value={search.bankAccountId}
            onChange={(bankAccountId) => setSearch({ ...search, bankAccountId })}
            clearable
          />
          <TextInput
            label="Check number"
            maxLength={25}
            w={140}
            value={search.checkNumber}
            onChange={(e) => setSearch({ ...search, checkNumber: e.currentTarget.value })}
          />
          <DateInput
            label="From"
            value={search.startDate}
            onChange={(startDate) => setSearch({ ...search, startDate })}
            w={160}
          />
          <DateInput
            label="To"
            value={search.endDate}
            onChange={(endDate) => setSearch({ ...search, endDate })}
            w={160}
          />
        </Group>
      </Paper>
      {list.isError ? <LoadError error={list.error} /> : null}
      <ChecksTable
        checks={list.data ?? []}
        empty={list.isPending ? 'Loading…' : 'No checks match.'}
        action={(check) =>
          check.Status === ApPaymentStatus.Voided ? null : (
            <MayCall calls={contract.apChecks.VoidCheck}>
              <Button
                size="compact-xs"
                color="red"
                variant="light"
                onClick={() => setVoiding(check)}
              >
                Void
              </Button>
            </MayCall>
          )
        }
      />
      {voiding ? <VoidCheckModal check={voiding} onClose={() => setVoiding(null)} /> : null}
    </>
  );
}
