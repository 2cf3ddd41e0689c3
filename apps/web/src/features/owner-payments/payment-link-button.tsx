import { contract } from '@hoa/contract';
import { Button, CopyButton, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { errorText } from '../../app/toasts';
import { ProblemAlert } from '../../widgets/problem-alert';

/**
 * Makes a payment link for the owner who pays (GeneratePayLeaseToken): a page that takes one
 * payment without a sign-in, good for 15 minutes; staff copy it into an email or a text.
 */
export function PaymentLinkButton({ agentId }: { agentId: number }) {
  const [opened, setOpened] = useState(false);
  const link = useMutation({
    mutationFn: () =>
      api.call(contract.ownerPayments.GeneratePayLeaseToken, { params: { id: agentId } }),
  });
  const url = link.data
    ? `${window.location.origin}/portal/#/pay-link/${encodeURIComponent(link.data.Token)}`
    : '';
  return (
    <Popover opened={opened} onChange={setOpened} width={420} position="bottom-start" withArrow>
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          loading={link.isPending}
          onClick={() => {
            setOpened(true);
            link.mutate();
          }}
        >
          Payment link
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {link.isError ? <ProblemAlert problem={errorText(link.error)} /> : null}
          {link.data ? (
            <>
              <Text size="sm">
                The owner pays with this link without signing in. It works for 15 minutes.
              </Text>
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  aria-label="Payment link"
                  readOnly
                  value={url}
                  style={{ flex: 1 }}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant={copied ? 'light' : 'filled'} onClick={copy}>
                      {copied ? 'Copied' : 'Copy'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
