import type { BankAccount } from '@hoa/contract';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { saveBankAccountCall } from './bank-calls';
import { BankAccountFormModal } from './bank-account-form-modal';
import { BankAccountsTable, ShowRemovedSwitch } from './bank-accounts-table';
import { communityBanksQuery } from './bank-queries';

type AccountEditor = { account: BankAccount | undefined } | null;

/** /community/:communityAgentId/bank-accounts: the community's accounts at every bank. */
export function CommunityBankAccountsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const [showRemoved, setShowRemoved] = useState(false);
  const [editor, setEditor] = useState<AccountEditor>(null);
  const banks = useQuery(communityBanksQuery(communityAgentId, showRemoved));
  const accounts = (banks.data ?? []).flatMap((bank) => bank.BankAccounts);

  return (
    <>
      <PageHeader
        title="Bank accounts"
        subtitle={community.DisplayName}
        actions={
          <MayCall calls={saveBankAccountCall(true)}>
            <Button
              onClick={() => {
                setEditor({ account: undefined });
              }}
            >
              Add bank account
            </Button>
          </MayCall>
        }
      />
      <ShowRemovedSwitch checked={showRemoved} onChange={setShowRemoved} />
      {banks.data ? (
        <BankAccountsTable
          accounts={accounts}
          party="bank"
          onEdit={(account) => {
            setEditor({ account });
          }}
        />
      ) : banks.isError ? (
        <LoadError error={banks.error} />
      ) : (
        <PageLoader />
      )}
      <BankAccountFormModal
        opened={editor !== null}
        account={editor?.account}
        fixedCommunityId={communityAgentId}
        onClose={() => {
          setEditor(null);
        }}
      />
    </>
  );
}
