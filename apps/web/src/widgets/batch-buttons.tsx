import type { EndpointDef } from '@hoa/contract';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../app/api';
import { openConfirm } from '../app/overlays/modals';
import { showErrorOr, showSuccess } from '../app/toasts';
import type { z } from 'zod';
import { MayCall } from './may-call';

/** A batch action on the ticked records: its call, its words and the records it takes. */
export interface BatchAction<R> {
  /** A call that takes { itemIds }, changes them all or none and answers { Message, Count }. */
  call: EndpointDef & { body: z.ZodType<ItemIds, ItemIds> };
  /** The button's text, also the confirmation's title ('Close selected'). */
  label: string;
  /** The confirmation's verb ('Close'). */
  verb: string;
  takes: (record: R) => boolean;
}

interface ItemIds {
  itemIds: number[];
}

interface BatchAnswer {
  Message: string;
  Count: number;
}

/**
 * The batch buttons of a list with ticked rows (Resolve selected, Close selected, …): each shown
 * only to a user the server lets call it, enabled when every ticked record can take it, and run
 * after a confirmation that says the server changes all of them or none.
 */
export function BatchButtons<R>({
  actions,
  selected,
  idOf,
  noun,
  onDone,
}: {
  actions: readonly BatchAction<R>[];
  selected: readonly R[];
  idOf: (record: R) => number;
  noun: { one: string; many: string };
  /** After a change: clear the ticks and refresh the list. */
  onDone: () => Promise<void> | void;
}) {
  const run = useMutation({
    mutationFn: async (action: BatchAction<R>) =>
      (await api.call(action.call, { body: { itemIds: selected.map(idOf) } })) as BatchAnswer,
    onError: (error) => showErrorOr(error, `The ${noun.many} were not changed.`),
    onSuccess: async (answer) => {
      showSuccess(answer.Message);
      await onDone();
    },
  });
  const confirm = (action: BatchAction<R>) => {
    const count = selected.length;
    openConfirm({
      title: action.label,
      message: `${action.verb} ${String(count)} ${count === 1 ? noun.one : noun.many}? If one of them cannot be changed, none are.`,
      confirmLabel: action.verb,
      onConfirm: () => run.mutate(action),
    });
  };
  return (
    <>
      {actions.map((action) => (
        <MayCall key={action.label} calls={action.call}>
          <Button
            size="xs"
            variant="light"
            disabled={selected.length === 0 || !selected.every(action.takes)}
            loading={run.isPending && run.variables === action}
            onClick={() => confirm(action)}
          >
            {action.label}
          </Button>
        </MayCall>
      ))}
    </>
  );
}
