import { Drawer } from '@mantine/core';
import { useSyncExternalStore, type ReactNode } from 'react';

/** Drawer widths in pixels (spec 1 §2.6): 360 by default, 640 for the wide ones. */
export const DrawerWidth = { default: 360, wide: 640 } as const;
export type DrawerWidthName = keyof typeof DrawerWidth;

interface DrawerState {
  opened: boolean;
  title: string;
  content: ReactNode;
  width: DrawerWidthName;
}

interface DrawerOptions {
  title: string;
  content: ReactNode;
  width?: DrawerWidthName;
}

// One drawer at a time, opened from anywhere; the host in the layout renders it.
let state: DrawerState = { opened: false, title: '', content: null, width: 'default' };
const listeners = new Set<() => void>();

function setState(next: DrawerState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function openDrawer(options: DrawerOptions): void {
  setState({
    opened: true,
    title: options.title,
    content: options.content,
    width: options.width ?? 'default',
  });
}

export function closeDrawer(): void {
  // The content stays while the drawer slides out.
  setState({ ...state, opened: false });
}

export function DrawerHost() {
  const current = useSyncExternalStore(subscribe, () => state);
  return (
    <Drawer
      opened={current.opened}
      onClose={closeDrawer}
      position="right"
      size={DrawerWidth[current.width]}
      title={current.title}
    >
      {current.content}
    </Drawer>
  );
}
