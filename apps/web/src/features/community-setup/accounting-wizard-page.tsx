import type { Wizard } from '@hoa/contract';
import { AccountingWizardStep as S } from '@hoa/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { AccountingStep } from './accounting-steps/accounting-step';
import { AccountsStep } from './accounting-steps/accounts-step';
import { BalancesStep } from './accounting-steps/balances-step';
import { BankAccountStep } from './accounting-steps/bank-account-step';
import { CodesStep } from './accounting-steps/codes-step';
import { ReviewStep } from './accounting-steps/review-step';
import { CompleteStep } from './complete-step';
import { ExportSetupButton } from './export-setup-button';
import { useSetupRefresh, wizardQuery } from './setup-queries';
import type { StepProps } from './step-props';
import { WizardFrame } from './wizard-frame';

/** The accounting wizard (spec 1 §2.7): 7 steps, opened on the first incomplete one. */
export function AccountingWizardPage() {
  const community = useCurrentCommunity();
  const wizard = useQuery(wizardQuery(community.CommunityAgentId, 'accounting'));
  if (!wizard.data) return wizard.isError ? <LoadError error={wizard.error} /> : <PageLoader />;
  return (
    <AccountingWizard
      key={community.CommunityAgentId}
      wizard={wizard.data}
      name={community.DisplayName}
    />
  );
}

const steps: Record<number, (props: StepProps) => React.JSX.Element> = {
  [S.Accounting]: AccountingStep,
  [S.Accounts]: AccountsStep,
  [S.BankAccount]: BankAccountStep,
  [S.Codes]: CodesStep,
  [S.OwnerBalanceAndHistory]: BalancesStep,
  [S.Review]: ReviewStep,
};

function AccountingWizard({ wizard, name }: { wizard: Wizard; name: string }) {
  const [step, setStep] = useState(wizard.StartStep);
  const refresh = useSetupRefresh();
  const communityAgentId = wizard.CommunityAgentId;
  const Step = steps[step];
  return (
    <WizardFrame
      title="Accounting setup wizard"
      subtitle={name}
      wizard={wizard}
      step={step}
      actions={<ExportSetupButton communityAgentId={communityAgentId} wizardName="accounting" />}
    >
      {Step ? (
        <Step
          wizard={wizard}
          communityAgentId={communityAgentId}
          refresh={refresh}
          onBack={
            step > 1
              ? () => {
                  setStep(step - 1);
                }
              : undefined
          }
          onNext={() => {
            setStep(step + 1);
          }}
        />
      ) : (
        <CompleteStep
          wizard={wizard}
          returnLabel="Setup overview"
          returnTo={buildRoute(SiteMap.setupIndex, { communityAgentId })}
        />
      )}
    </WizardFrame>
  );
}
