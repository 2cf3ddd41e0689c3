import type { NoteItem } from '@hoa/contract';
import { Messages, type NoteTxnType } from '@hoa/domain';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { noteItemQuery } from '../../widgets/item-feed';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';

/** Loads the note or task of a route parameter and renders it, or says why it cannot. */
export function NoteItemLoader({
  txnType,
  itemId,
  children,
}: {
  txnType: NoteTxnType;
  itemId: number;
  children: (item: NoteItem) => ReactNode;
}) {
  const valid = Number.isSafeInteger(itemId) && itemId > 0;
  const item = useQuery({ ...noteItemQuery(txnType, itemId), enabled: valid });
  if (!valid) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.notFound}
      </Alert>
    );
  }
  if (!item.data) return item.isError ? <LoadError error={item.error} /> : <PageLoader />;
  return children(item.data);
}
