import type { Wizard } from '@hoa/contract';

/** What every wizard step receives. */
export interface StepProps {
  wizard: Wizard;
  communityAgentId: number;
  onBack?: () => void;
  onNext: () => void;
  /** Refreshes the wizard and what the step changed. */
  refresh: () => Promise<void>;
}
