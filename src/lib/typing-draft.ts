import { storageKeys } from './session-storage';

/**
 * Text typed into a field that saves only when it is left, kept keystroke by keystroke so a reload
 * (a new version taking over, a closed tab, a crash) does not take it. localStorage because it is
 * written at once: an IndexedDB write still under way is lost with the page.
 */
function keyOf(field: string): string {
  return `${storageKeys.typingDraft}:${field}`;
}

export function readTypingDraft(field: string): string | null {
  return localStorage.getItem(keyOf(field));
}

export function writeTypingDraft(field: string, text: string): void {
  localStorage.setItem(keyOf(field), text);
}

export function removeTypingDraft(field: string): void {
  localStorage.removeItem(keyOf(field));
}

/** Logout's wipe: what was typed belongs to the account that typed it. */
export function clearTypingDrafts(): void {
  const prefix = `${storageKeys.typingDraft}:`;
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) if (key?.startsWith(prefix)) localStorage.removeItem(key);
}
