import type { BankAccount } from '@hoa/contract';
import { Button, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoader } from '../../../widgets/page-loader';
import { BankAccountFormModal, BankAccountsTable, communityBanksQuery } from '../../banks';
import type { StepProps } from '../step-props';
import { WizardNav } from '../wizard-frame';

/** Step 3: the community's bank accounts; the first one added is its primary account. */
export function BankAccountStep({ wizard, communityAgentId, onBack, onNext, refresh }: StepProps) {
  const banks = useQuery(communityBanksQuery(communityAgentId, false));
  const [editor, setEditor] = useState<{ account: BankAccount | undefined } | null>(null);
  const accounts = (banks.data ?? []).flatMap((bank) => bank.BankAccounts);
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Title order={5}>Bank accounts ({wizard.Facts.CountBankAccounts})</Title>
        <Button
          size="xs"
          onClick={() => {
            setEditor({ account: undefined });
          }}
        >
          Add bank account
        </Button>
      </Group>
      {banks.data ? (
        <BankAccountsTable
          accounts={accounts}
          party="bank"
          onEdit={(account) => {
            setEditor({ account });
          }}
        />
      ) : (
        <PageLoader />
      )}
      <BankAccountFormModal
        opened={editor !== null}
        account={editor?.account}
        fixedCommunityId={communityAgentId}
        onClose={() => {
          setEditor(null);
          void refresh();
        }}
      />
      <WizardNav
        onBack={onBack}
        onNext={onNext}
        hint={
          wizard.Facts.CountBankAccounts > 0 ? undefined : 'The community has no bank account yet.'
        }
      />
    </>
  );
}
