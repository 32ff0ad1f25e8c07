import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SharedDownloads } from './use-offline-readiness';

/** The installer page's image downloads, for each line's image to wait on. */
export const ImageDownloadsContext = createContext<SharedDownloads | null>(null);

const always = () => () => undefined;

/**
 * Whether the page's image store has `url` in hand. An <img> drawn before that asks the image's host
 * itself, and the worker keeps that answer (opaque, padded in the phone's quota) instead of the
 * server's readable copy. Without a store (no installer page around), at once.
 */
export function useImageTaken(url: string): boolean {
  const shared = useContext(ImageDownloadsContext);
  return useSyncExternalStore(
    shared
      ? (listener) => {
          shared.listeners.add(listener);
          return () => shared.listeners.delete(listener);
        }
      : always,
    () => shared?.downloads.taken(url) ?? true,
  );
}
