import { useEffect } from 'react';

/** Whether the key goes to a field the user is typing in, or to a dialog in front of the page. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('[role="dialog"]') !== null ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * Ctrl+K (Cmd+K on a Mac) opens the go-to palette anywhere; `/` focuses the top-bar search, except
 * in a field or a dialog.
 */
export function useGlobalShortcuts(onGoTo: () => void, onSearch: () => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (event.altKey || event.shiftKey) return;
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        onGoTo();
      } else if (!mod && event.key === '/' && !typingIn(event.target)) {
        event.preventDefault();
        onSearch();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [onGoTo, onSearch]);
}
