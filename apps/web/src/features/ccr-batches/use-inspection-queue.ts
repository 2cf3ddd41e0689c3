import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showError } from '../../app/toasts';
import { refreshBatches } from './ccr-batch-queries';
import { isRefusal, putQueued, queuedOf, sendQueued, type QueuedEntry } from './offline-queue';

/**
 * The batch's entries waiting on the phone: how many, a way to add one (kept first, then sent
 * when the network allows) and to send them all again; sent again by itself when the browser
 * says it is back online.
 */
export function useInspectionQueue(ccrBatchId: number) {
  const client = useQueryClient();
  const [waiting, setWaiting] = useState(0);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const count = useCallback(async () => {
    setWaiting((await queuedOf(ccrBatchId)).length);
  }, [ccrBatchId]);

  const flush = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      for (const entry of await queuedOf(ccrBatchId)) {
        try {
          await sendQueued(entry);
        } catch (error) {
          // A refused entry is said and dropped; a lost network leaves the rest for later.
          if (isRefusal(error)) showError(error);
          else break;
        }
      }
    } finally {
      busy.current = false;
      setSending(false);
      await count();
      // Not awaited: offline, the refetch waits for the network.
      void refreshBatches(client);
    }
  }, [ccrBatchId, client, count]);

  const add = useCallback(
    async (entry: QueuedEntry) => {
      await putQueued(entry);
      await count();
      // Kept on the phone first; sent in the background when the network allows.
      if (navigator.onLine) void flush();
    },
    [count, flush],
  );

  useEffect(() => {
    void count().then(() => (navigator.onLine ? flush() : undefined));
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [count, flush]);

  return { waiting, sending, add, flush };
}
