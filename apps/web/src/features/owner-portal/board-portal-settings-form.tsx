import { contract, type PortalCompanySettings, type RequestOf } from '@hoa/contract';
import { BoardReports } from '@hoa/domain';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useMayCall } from '../../app/auth/claim-access';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { refreshOwnerPortal } from './owner-portal-queries';

const save = contract.portalBoard.SaveBoardPortalSettings;

/**
 * "Board portal" (OwnerAccessAccount/SaveBoardPortalSettings): the reports board members may read
 * in the owner portal besides the financial statements, which they always see, and whether the
 * delinquency list hides owners' names. Changed by company administrators only.
 */
export function BoardPortalSettingsForm({ settings }: { settings: PortalCompanySettings }) {
  const client = useQueryClient();
  const mayChange = useMayCall(save);
  const form = useContractForm({
    initialValues: {
      ReportKeys: settings.BoardReportKeys,
      HideDelinquentNames: settings.BoardHidesDelinquentNames,
    },
    schema: save.body,
    toBody: (v) => ({
      ...v,
      ReportKeys: BoardReports.filter((r) => !r.Always && v.ReportKeys.includes(r.Key)).map(
        (r) => r.Key,
      ),
    }),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useMutation({
    mutationFn: (body: RequestOf<typeof save>['body']) => api.call(save, { body }),
    onSuccess: async () => {
      setProblem(null);
      showSuccess('The board portal settings are saved.');
      await refreshOwnerPortal(client);
    },
    onError: (error) => setProblem(error.message),
  });
  const keys = form.values.ReportKeys;
  return (
    <Paper component="section" withBorder p="md" aria-label="Board portal">
      <form onSubmit={form.onSubmit((body) => saving.mutate(body))}>
        <Stack gap="sm">
          <Title order={4}>Board portal</Title>
          <Text size="sm" c="dimmed">
            What owners who are board members see on the Board page of the owner portal.
          </Text>
          <ProblemAlert problem={problem ?? formProblem(form.errors)} />
          <Stack gap={6} role="group" aria-label="Reports boards may see">
            <Text size="sm" fw={500}>
              Reports boards may see
            </Text>
            {BoardReports.map((r) => (
              <Checkbox
                key={r.Key}
                label={r.Name}
                description={r.Always ? 'Always shown' : undefined}
                checked={r.Always || keys.includes(r.Key)}
                onChange={(e) =>
                  form.setFieldValue(
                    'ReportKeys',
                    e.currentTarget.checked ? [...keys, r.Key] : keys.filter((k) => k !== r.Key),
                  )
                }
                disabled={r.Always || !mayChange}
              />
            ))}
          </Stack>
          <Checkbox
            label="Hide owner names in the delinquency list"
            {...form.getInputProps('HideDelinquentNames', { type: 'checkbox' })}
            disabled={!mayChange}
          />
          <Group>
            <MayCall calls={save}>
              <Button type="submit" loading={saving.isPending}>
                Save board portal
              </Button>
            </MayCall>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
