import { contract, type SetupFacts } from '@hoa/contract';
import { accountingConfirmProblem, CommunitySetupMessages, codeTypeName } from '@hoa/domain';
import { Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../app/api';
import { showSuccess } from '../../../app/toasts';
import { ExportSetupButton } from '../export-setup-button';
import { SetupFactsTable, type FactRow } from '../setup-facts-table';
import type { StepProps } from '../step-props';
import { WizardNav } from '../wizard-frame';

const yesNo = (value: boolean, yes: string, no: string) => (value ? yes : no);

function accountingFacts(f: SetupFacts): FactRow[] {
  const missing = f.MissingRequiredCodeTypeIds;
  return [
    {
      label: 'Accounting profile',
      value: yesNo(f.HasAccountingProfile, 'Set up', 'Not set up'),
      ok: f.HasAccountingProfile,
    },
    {
      label: 'Account ranges',
      value: yesNo(f.HasAccountRanges, 'Set up', 'None'),
      ok: f.HasAccountRanges,
    },
    { label: 'GL accounts', value: String(f.CountAccounts), ok: null },
    {
      label: 'Required accounts',
      value: yesNo(f.AllRequiredAccountsChosen, 'All chosen', 'Incomplete'),
      ok: f.AllRequiredAccountsChosen,
    },
    { label: 'Bank accounts', value: String(f.CountBankAccounts), ok: f.CountBankAccounts > 0 },
    { label: 'Codes', value: String(f.CountCodes), ok: null },
    {
      label: 'Required code types',
      value:
        missing.length === 0 ? 'All present' : `Missing: ${missing.map(codeTypeName).join(', ')}`,
      ok: missing.length === 0,
    },
    {
      label: 'Code categories',
      value: `${f.CountCodeCategories} (${f.CountCodeCategoryLinkages} codes linked)`,
      ok: null,
    },
    {
      label: 'Owner beginning balances',
      value: yesNo(f.HasImportedBeginningBalances, 'Imported', 'Not imported'),
      ok: null,
    },
    { label: 'Owner history rows', value: String(f.CountHistoricTransactions), ok: null },
  ];
}

/** Step 6: what was set up; completing confirms the accounting setup and opens step 7. */
export function ReviewStep({ wizard, communityAgentId, onBack, onNext, refresh }: StepProps) {
  const problem = accountingConfirmProblem({ ...wizard.Facts, IsSetupAccountingComplete: false });
  const confirm = useMutation({
    mutationFn: () =>
      api.call(contract.communitySetup.ConfirmSetup, {
        body: { communityAgentId, wizardName: 'accounting' },
      }),
    onSuccess: async (flags) => {
      showSuccess(
        flags.IsSetupComplete
          ? CommunitySetupMessages.setupComplete
          : CommunitySetupMessages.accountingComplete,
      );
      await refresh();
      onNext();
    },
  });
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text size="sm">Check the setup, export it for the file, then complete it.</Text>
        <ExportSetupButton communityAgentId={communityAgentId} wizardName="accounting" />
      </Group>
      <SetupFactsTable rows={accountingFacts(wizard.Facts)} label="Accounting setup review" />
      <WizardNav
        onBack={onBack}
        onNext={() => {
          confirm.mutate();
        }}
        nextLabel="Complete setup"
        nextDisabled={problem !== null}
        loading={confirm.isPending}
        hint={problem ?? undefined}
      />
    </>
  );
}
