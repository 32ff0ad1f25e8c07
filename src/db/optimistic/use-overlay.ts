import { useEffect, useState, useSyncExternalStore } from 'react';
import type { EntityName } from '../../domain/entities/entity-indexes';
import type { LocalRow } from '../database';
import type { OptimisticOverlay, OverlayEntry, OverlayView } from './overlay';

/** The change to a row made in this tab that a reader which started in `generation` has not seen. */
export function useOverlayEntry(
  overlay: OptimisticOverlay,
  entity: EntityName,
  id: string | undefined,
  generation: number | undefined,
): OverlayEntry | undefined {
  return useSyncExternalStore(overlay.subscribe, () =>
    id === undefined || generation === undefined ? undefined : overlay.pending(entity, id, generation),
  );
}

/** The whole overlay, for readers of lists: a new view (and a render) after every change. */
export function useOverlayView(overlay: OptimisticOverlay): OverlayView {
  return useSyncExternalStore(overlay.subscribe, () => overlay.view);
}

/** Lends the rows a mounted reader shows to previews (see OptimisticOverlay.known). */
export function useHeldRows(
  overlay: OptimisticOverlay,
  rows: ReadonlyArray<readonly [EntityName, LocalRow]> | undefined,
): void {
  const [holder] = useState(() => ({}));
  useEffect(() => {
    overlay.hold(holder, rows ?? []);
  }, [overlay, holder, rows]);
  useEffect(() => () => overlay.hold(holder, []), [overlay, holder]);
}
