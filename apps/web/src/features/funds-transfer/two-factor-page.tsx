import { TwoFactorFreshMinutes } from '@hoa/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../widgets/page-header';
import { twoFactorStatusQuery } from './funds-transfer-queries';
import { TwoFactorStep } from './two-factor-step';

/**
 * Two-factor setup: enrol an authenticator (QR code), verify a code for this sign-in, or replace
 * the authenticator (after a code of the current one).
 */
export function TwoFactorPage() {
  const status = useQuery(twoFactorStatusQuery());
  const [step, setStep] = useState<'idle' | 'verify' | 'replace'>('idle');
  const [verified, setVerified] = useState(false);
  const enrolled = status.data?.IsEnrolled ?? false;
  const fresh = status.data?.TwoFactorAuthenticated ?? false;
  return (
    <>
      <PageHeader
        title="Two-factor authentication"
        subtitle="Funds transfers need a code from your authenticator app"
      />
      <Paper withBorder p="md" maw={560}>
        <Stack>
          <Group>
            <Text size="sm">Authenticator</Text>
            <Badge color={enrolled ? 'green' : 'gray'}>{enrolled ? 'Set up' : 'Not set up'}</Badge>
            <Text size="sm">This sign-in</Text>
            <Badge color={fresh ? 'green' : 'gray'}>{fresh ? 'Verified' : 'Not verified'}</Badge>
          </Group>
          {verified ? (
            <Alert color="green" variant="light">
              Code verified: funds transfers can be made for the next {TwoFactorFreshMinutes}{' '}
              minutes.
            </Alert>
          ) : null}
          {step !== 'idle' ? (
            <TwoFactorStep
              reset={step === 'replace'}
              onVerified={() => {
                setStep('idle');
                setVerified(true);
              }}
            />
          ) : (
            <Group>
              {enrolled && !fresh ? (
                <Button onClick={() => setStep('verify')}>Verify a code</Button>
              ) : null}
              {!enrolled || fresh ? (
                <Button
                  variant={enrolled ? 'default' : 'filled'}
                  onClick={() => setStep(enrolled ? 'replace' : 'verify')}
                >
                  {enrolled ? 'Replace authenticator' : 'Set up authenticator'}
                </Button>
              ) : null}
            </Group>
          )}
        </Stack>
      </Paper>
    </>
  );
}
