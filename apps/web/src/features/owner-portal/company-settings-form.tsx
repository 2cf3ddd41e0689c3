import { contract, type PortalCompanySettings, type RequestOf } from '@hoa/contract';
import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { portalThemesQuery, refreshOwnerPortal } from './owner-portal-queries';

const o = contract.ownerAccess;

/**
 * The company's owner portal profile (OwnerAccess/SaveCompanySettings): the portal address (its
 * availability checked with IsCompanyUrlAvailable), one of six themes, and the logo's address.
 */
export function PortalCompanySettingsForm({
  settings,
  onSaved,
}: {
  settings: PortalCompanySettings;
  onSaved?: () => void;
}) {
  const client = useQueryClient();
  const themes = useQuery(portalThemesQuery);
  const form = useContractForm({
    initialValues: {
      CompanyUrl: settings.CompanyUrl ?? '',
      Theme: String(settings.Theme),
      LogoImageUrl: settings.LogoImageUrl ?? '',
    },
    schema: o.SaveCompanySettings.body,
    toBody: (v) => ({ ...v, Theme: Number(v.Theme) }),
  });
  const url = form.values.CompanyUrl;
  const theme = form.values.Theme;
  const [problem, setProblem] = useState<string | null>(null);
  const [availability, setAvailability] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: () => api.call(o.IsCompanyUrlAvailable, { query: { companyUrl: url } }),
    onSuccess: (answer) =>
      setAvailability(answer.IsAvailable ? 'This portal address is available.' : answer.Problem),
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof o.SaveCompanySettings>['body']) =>
      api.call(o.SaveCompanySettings, { body }),
    onSuccess: async () => {
      setProblem(null);
      showSuccess('The owner portal profile is saved.');
      await refreshOwnerPortal(client);
      onSaved?.();
    },
    onError: (error) => setProblem(error.message),
  });
  const chosen = themes.data?.find((t) => String(t.Id) === theme);
  return (
    <Paper withBorder p="md">
      <form onSubmit={form.onSubmit((body) => save.mutate(body))}>
        <Stack gap="sm">
          <Title order={4}>Company portal</Title>
          <ProblemAlert problem={problem ?? formProblem(form.errors)} />
          <Group align="flex-end">
            <TextInput
              label="Portal address"
              description="Lowercase letters, digits and hyphens"
              {...form.getInputProps('CompanyUrl')}
              onChange={(e) => {
                form.setFieldValue('CompanyUrl', e.currentTarget.value);
                setAvailability(null);
              }}
              w={320}
            />
            <MayCall calls={o.IsCompanyUrlAvailable}>
              <Button variant="default" onClick={() => check.mutate()} loading={check.isPending}>
                Check availability
              </Button>
            </MayCall>
          </Group>
          {availability ? (
            <Text size="sm" role="status">
              {availability}
            </Text>
          ) : null}
          <Group align="flex-end">
            <Select
              label="Theme"
              data={(themes.data ?? []).map((t) => ({ value: String(t.Id), label: t.Name }))}
              {...form.getInputProps('Theme')}
              allowDeselect={false}
              w={200}
            />
            {chosen ? (
              <div
                aria-label={`${chosen.Name} colour`}
                style={{ width: 36, height: 36, borderRadius: 6, background: chosen.Primary }}
              />
            ) : null}
          </Group>
          <TextInput label="Logo image address" {...form.getInputProps('LogoImageUrl')} w={480} />
          <Group>
            <MayCall calls={o.SaveCompanySettings}>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </MayCall>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
