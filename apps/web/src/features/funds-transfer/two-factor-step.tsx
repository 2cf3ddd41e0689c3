import { contract, type RequestOf, type TwoFactorChallenge } from '@hoa/contract';
import { FundsTransferMessages } from '@hoa/domain';
import { Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { useContractForm } from '../../widgets/contract-form';
import { fundsTransferKey } from './funds-transfer-queries';

type VerifyBody = RequestOf<typeof contract.twoFactor.VerifyCode>['body'];

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
  const form = useContractForm({
    initialValues: { twoFactor: '' },
    schema: contract.twoFactor.VerifyCode.body,
    toBody: (values) => values,
    rules: (values) => ({
      twoFactor: /^\d{6}$/.test(values.twoFactor) ? null : FundsTransferMessages.badCode,
    }),
  });
  const initiate = useMutation({
    mutationFn: () => api.call(contract.twoFactor.InitiateTwoFactor, { body: { Reset: reset } }),
    onSuccess: setChallenge,
  });
  const verify = useMutation({
    mutationFn: (body: VerifyBody) => api.call(contract.twoFactor.VerifyCode, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [...fundsTransferKey, 'two-factor'] });
      onVerified();
    },
    onError: (error) => {
      // The code refused is gone; why stays under the field for the next one.
      form.setFieldValue('twoFactor', '');
      form.setFieldError('twoFactor', error.message);
    },
  });
  const { mutate } = initiate;
  useEffect(() => mutate(), [mutate]);
  return (
    <form
      noValidate
      aria-label="Two-factor authentication"
      onSubmit={form.onSubmit((body) => {
        verify.mutate(body);
      })}
    >
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
        <Group align="flex-end">
          <TextInput
            label="Authentication code"
            placeholder="123456"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            w={140}
            {...form.getInputProps('twoFactor')}
            onChange={(e) => {
              form.setFieldValue('twoFactor', e.currentTarget.value.replace(/\D/g, ''));
            }}
          />
          <Button type="submit" disabled={!challenge} loading={verify.isPending}>
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
