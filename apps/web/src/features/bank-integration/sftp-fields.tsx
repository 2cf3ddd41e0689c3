import { SftpAuthMethods, SftpDefaultPort } from '@hoa/domain';
import {
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** The SFTP connection's settings as the form holds them (names of the connection's Settings). */
export const SftpSettingNames = [
  'Host',
  'Port',
  'AuthMethod',
  'StatementFolder',
  'StatementPattern',
  'LockboxFolder',
  'LockboxPattern',
  'ReturnFolder',
  'ReturnPattern',
  'NachaFolder',
  'PositivePayFolder',
  'HostKey',
] as const;
export type SftpValues = Record<(typeof SftpSettingNames)[number], string>;

/** The form's SFTP values from the saved Settings (an SFTP connection's), defaults otherwise. */
export function sftpValues(settings: Readonly<Record<string, string>> | null): SftpValues {
  const values = Object.fromEntries(
    SftpSettingNames.map((name) => [name, settings?.[name] ?? '']),
  ) as SftpValues;
  return {
    ...values,
    Port: values.Port || String(SftpDefaultPort),
    AuthMethod: values.AuthMethod || 'PrivateKey',
  };
}

/** The Settings sent: the values given, trimmed (blank ones left out). */
export function sftpSettings(values: SftpValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [name, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}

const folderRows = [
  { kind: 'Statement', label: 'Statements (BAI2, OFX, camt.053)', pattern: true },
  { kind: 'Lockbox', label: 'Lockbox files', pattern: true },
  { kind: 'Return', label: 'ACH returns', pattern: true },
  { kind: 'Nacha', label: 'NACHA files sent', pattern: false },
  { kind: 'PositivePay', label: 'Positive pay files sent', pattern: false },
] as const;

/**
 * Host, login and remote folders of a bank's SFTP server; field names are the connection form's
 * (Sftp.<setting>, ConnectionValue1 the user name, ConnectionValue2 the password or key).
 */
export function SftpFields({
  field,
  usesKey,
  keepsSecret,
}: {
  field: (path: string) => GetInputPropsReturnType;
  usesKey: boolean;
  /** A saved connection: its user name and secret stay when left blank (never sent back). */
  keepsSecret: boolean;
}) {
  const keep = keepsSecret ? 'Leave blank to keep the saved one' : undefined;
  return (
    <Stack gap="xs" mt="sm">
      <Group align="flex-start">
        <TextInput label="Host" w={260} maxLength={200} {...field('Sftp.Host')} />
        <TextInput label="Port" w={90} maxLength={5} {...field('Sftp.Port')} />
        <Select
          label="Authentication"
          w={160}
          allowDeselect={false}
          data={SftpAuthMethods.map((m) => ({
            value: m,
            label: m === 'PrivateKey' ? 'Private key' : 'Password',
          }))}
          {...field('Sftp.AuthMethod')}
        />
        <TextInput
          label="User name"
          placeholder={keep}
          maxLength={200}
          {...field('ConnectionValue1')}
        />
        {usesKey ? null : (
          <PasswordInput
            label="Password"
            placeholder={keep}
            w={220}
            maxLength={500}
            {...field('ConnectionValue2')}
          />
        )}
      </Group>
      {usesKey ? (
        <Textarea
          label="Private key (OpenSSH or PEM)"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={8000}
          placeholder={keep}
          styles={{ input: { fontFamily: 'monospace' } }}
          {...field('ConnectionValue2')}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" verticalSpacing={4}>
        {folderRows.map((row) => (
          <Group key={row.kind} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={`${row.label}: folder`}
              placeholder="/outbox"
              style={{ flex: 1 }}
              maxLength={200}
              {...field(`Sftp.${row.kind}Folder`)}
            />
            {row.pattern ? (
              <TextInput
                label="Files"
                placeholder="*"
                w={120}
                maxLength={200}
                {...field(`Sftp.${row.kind}Pattern`)}
              />
            ) : null}
          </Group>
        ))}
      </SimpleGrid>
      <TextInput
        label="Server key (SHA-256 fingerprint)"
        description="Recorded at the first test; compare it with the fingerprint your bank gives you. The poll refuses a server with another key: clear this field and test again to accept a new one."
        placeholder="Recorded when the connection is tested"
        maxLength={60}
        styles={{ input: { fontFamily: 'monospace' } }}
        {...field('Sftp.HostKey')}
      />
    </Stack>
  );
}
