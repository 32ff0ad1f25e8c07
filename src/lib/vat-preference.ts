import { useCallback, useSyncExternalStore } from 'react';
import { defaultVatPreference, vatPreferences, type VatPreference } from '../domain/enums';
import { storageKeys } from './session-storage';

const changeEvent = 'fitout:vat-preference';

function read(): VatPreference {
  const stored = localStorage.getItem(storageKeys.vatPreference);
  return vatPreferences.find((value) => value === stored) ?? defaultVatPreference;
}

function subscribe(onChange: () => void): () => void {
  // `storage` covers other tabs; the custom event covers this one.
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

/** Whether prices show with or without VAT, persisted as `vatPreference` (spec section 1). */
export function useVatPreference(): [VatPreference, (next: VatPreference) => void] {
  const preference = useSyncExternalStore(subscribe, read, () => defaultVatPreference);
  const setPreference = useCallback((next: VatPreference) => {
    localStorage.setItem(storageKeys.vatPreference, next);
    window.dispatchEvent(new Event(changeEvent));
  }, []);
  return [preference, setPreference];
}
