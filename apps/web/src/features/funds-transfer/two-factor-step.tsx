import { contract, type TwoFactorChallenge } from '@hoa/contract';
import { Alert, Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { fundsTransferKey } from './funds-transfer-queries';

/**
 * The second factor: InitiateTwoFactor shows the enrolment QR code (when the user has no
 * authenticator yet, or resets it) or asks for the current code; VerifyCode checks the 6 digits.
 */
export function TwoFactorStep({
  reset = false,
  onVerified,
}: {
  reset?: boolean;
  onVerified: () => void;
}) {
  const client = useQueryClient();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [code, setCode] = useState('');
  const initiate = useMutation({
    mutationFn: () => api.call(contract.twoFactor.InitiateTwoFactor, { body: { Reset: reset } }),
    onSuccess: setChallenge,
  });
  const verify = useMutation({
    mutationFn: () => api.call(contract.twoFactor.VerifyCode, { body: { twoFactor: code } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [...fundsTransferKey, 'two-factor'] });
      onVerified();
    },
    onError: () => setCode(''),
  });
  const { mutate } = initiate;
  useEffect(() => mutate(), [mutate]);
  return (
    <Stack>
      {challenge && !challenge.IsEnrolled ? (
        <>
          <Text size="sm">
            Scan this QR code with an authenticator app (Google Authenticator, Microsoft
            Authenticator, 1Password…), then enter the 6-digit code it shows.
          </Text>
          {challenge.QrCodeDataUrl ? (
            <Image src={challenge.QrCodeDataUrl} alt="Authenticator QR code" w={200} h={200} />
          ) : null}
          <Text size="xs" c="dimmed">
            Or enter this key by hand: <Code data-testid="totp-secret">{challenge.Secret}</Code>
          </Text>
        </>
      ) : (
        <Text size="sm">Enter the 6-digit code from your authenticator app.</Text>
      )}
      {verify.isError ? (
        <Alert color="red" variant="light">
          {verify.error.message}
        </Alert>
      ) : null}
      <Group align="flex-end">
        <TextInput
          label="Authentication code"
          placeholder="123456"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          w={140}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
        />
        <Button
          disabled={code.length !== 6 || !challenge}
          loading={verify.isPending}
          onClick={() => verify.mutate()}
        >
          Verify
        </Button>
      </Group>
    </Stack>
  );
}
