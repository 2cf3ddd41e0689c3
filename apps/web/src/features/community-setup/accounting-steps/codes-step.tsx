import { CodesPanel } from '../../codes';
import type { StepProps } from '../step-props';
import { WizardNav } from '../wizard-frame';

/** Step 4: the codes, with every required code type (spec 1 §5) and the prepaid code PP. */
export function CodesStep({ wizard, communityAgentId, onBack, onNext, refresh }: StepProps) {
  const missing = wizard.Facts.MissingRequiredCodeTypeIds;
  return (
    <>
      <CodesPanel
        communityAgentId={communityAgentId}
        missingTypeIds={missing}
        onChanged={() => {
          void refresh();
        }}
      />
      <WizardNav
        onBack={onBack}
        onNext={onNext}
        hint={
          missing.length > 0
            ? 'Setup completes once every required code type has a code.'
            : undefined
        }
      />
    </>
  );
}
