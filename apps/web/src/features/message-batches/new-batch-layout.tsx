import type { EndpointDef } from '@hoa/contract';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import type { FormEventHandler, ReactNode } from 'react';
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { formProblem } from '../../widgets/contract-form';
import { ProblemAlert } from '../../widgets/problem-alert';
import { batchesKey, communityOwnersQuery } from './batch-queries';
import { OwnerSelection } from './owner-selection';

/** After a batch is accrued: the lists of batches are read again and its editor opens. */
export function useOpenAccrued(communityAgentId: number) {
  const go = useGo();
  const client = useQueryClient();
  return async (made: { TopsItemId: number }) => {
    await client.invalidateQueries({ queryKey: batchesKey });
    await go(
      buildRoute(SiteMap.messageBatchEditor, {
        communityAgentId,
        messageBatchItemId: made.TopsItemId,
      }),
    );
  };
}

/** The addresses that get a summary of the batch once it is sent. */
export function SummaryToField(props: GetInputPropsReturnType) {
  return (
    <TextInput
      label="Summary to"
      description="Email addresses that get a summary once the batch is sent."
      placeholder="manager@example.com"
      size="sm"
      {...props}
    />
  );
}

/** What the layout reads and sets of a new batch's form: the owners chosen and the errors. */
interface OwnersForm {
  values: { ownerAgentIds: number[] };
  errors: FormErrors;
  setFieldValue: (path: 'ownerAgentIds', value: number[]) => void;
  clearFieldError: (path: 'ownerAgentIds') => void;
}

/**
 * A new batch's screen: the form on the left (its fields, its problem and Accrue batch, shown to
 * a user who may make the call) and the community's owners to choose on the right. The owners'
 * filter stays outside the form: Enter there does not accrue.
 */
export function NewBatchLayout({
  communityAgentId,
  form,
  onSubmit,
  calls,
  accruing,
  children,
}: {
  communityAgentId: number;
  form: OwnersForm;
  onSubmit: FormEventHandler<HTMLFormElement>;
  calls: EndpointDef;
  accruing: boolean;
  children: ReactNode;
}) {
  const owners = useQuery(communityOwnersQuery(communityAgentId));
  const chosen = form.values.ownerAgentIds;
  const selected = useMemo(() => new Set(chosen), [chosen]);
  const ownersError = form.errors.ownerAgentIds;
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <Paper withBorder p="sm" w={380} style={{ flexShrink: 0 }}>
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="xs">
            {children}
            <ProblemAlert problem={formProblem(form.errors)} />
            <Group justify="flex-end" mt={4}>
              <MayCall calls={calls}>
                <Button type="submit" loading={accruing}>
                  Accrue batch
                </Button>
              </MayCall>
            </Group>
          </Stack>
        </form>
      </Paper>
      <div style={{ flex: 1, minWidth: 0 }}>
        {owners.isError ? <LoadError error={owners.error} /> : null}
        <OwnerSelection
          owners={owners.data ?? []}
          loading={owners.isPending}
          selected={selected}
          onChange={(ids) => {
            form.setFieldValue('ownerAgentIds', ids);
            form.clearFieldError('ownerAgentIds');
          }}
          error={typeof ownersError === 'string' ? ownersError : null}
        />
      </div>
    </Group>
  );
}
