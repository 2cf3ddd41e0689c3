// Which menus of the left navigation are open, remembered in this browser.
const storageKey = 'hoa.nav.openSections';

export function readOpenSections(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((label) => typeof label === 'string') : [];
  } catch {
    return [];
  }
}

export function writeOpenSections(labels: readonly string[]): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(labels));
  } catch {
    // A full or blocked storage only forgets the open menus.
  }
}
