import type { Wizard } from '@hoa/contract';
import { Badge, Button, Group, Paper, Stepper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../widgets/page-header';

interface WizardFrameProps {
  title: string;
  subtitle: string;
  wizard: Wizard;
  /** The step shown (1-based). */
  step: number;
  actions?: ReactNode;
  children: ReactNode;
}

const sectionNames: Record<string, string> = {
  accounting: 'Accounting',
  codes: 'Codes',
  portfolio: 'Portfolio',
};

/** A wizard's header, its steps with their state, and the current step's content. */
export function WizardFrame({
  title,
  subtitle,
  wizard,
  step,
  actions,
  children,
}: WizardFrameProps) {
  const current = wizard.Steps.find((s) => s.Number === step);
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <Stepper
        active={step - 1}
        size="xs"
        mb="md"
        allowNextStepsSelect={false}
        aria-label={`${title} steps`}
      >
        {wizard.Steps.map((s) => (
          <Stepper.Step
            key={s.Number}
            label={s.Name}
            description={s.IsComplete ? 'Complete' : undefined}
            color={s.IsComplete ? 'green' : undefined}
          />
        ))}
      </Stepper>
      <Paper withBorder p="md" radius="sm" component="section" aria-label={current?.Name}>
        <Group justify="space-between" mb="sm">
          <Text fw={600}>
            Step {step} of {wizard.NumSteps}: {current?.Name}
          </Text>
          {current?.Section ? (
            <Badge variant="light" color="gray">
              {sectionNames[current.Section] ?? current.Section}
            </Badge>
          ) : null}
        </Group>
        {children}
      </Paper>
    </>
  );
}

interface WizardNavProps {
  onBack?: () => void;
  onNext?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  loading?: boolean;
  /** Why Next is disabled, or what it does. */
  hint?: string;
}

/** Back and Next at the foot of a step. */
export function WizardNav({
  onBack,
  onNext,
  nextLabel = 'Next',
  nextDisabled,
  loading,
  hint,
}: WizardNavProps) {
  return (
    <Group
      justify="space-between"
      mt="md"
      pt="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      <Group gap="xs">
        {onBack ? (
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
        ) : null}
        {onNext ? (
          <Button onClick={onNext} disabled={nextDisabled} loading={loading}>
            {nextLabel}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}
