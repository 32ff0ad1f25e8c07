import { describe, expect, it } from 'vitest';
import {
  downloadShare,
  offlineReadiness,
  type ReadinessInput,
} from '../../../src/features/install/lib/offline-readiness';

const start: ReadinessInput = {
  afterSync: null,
  online: true,
  rows: { received: 0, bytes: 0 },
  images: { wanted: 0, stored: 0, failed: 0, bytes: 0 },
  shellStored: false,
  remembered: null,
};
const synced = { lines: 300, photos: { wanted: 2, stored: 2 } };

describe('offline readiness', () => {
  it('shows rows, images and bytes while they arrive, before the pull has even ended', () => {
    expect(
      offlineReadiness({
        ...start,
        rows: { received: 1200, bytes: 400_000 },
        images: { wanted: 300, stored: 120, failed: 0, bytes: 5_000 },
      }),
    ).toEqual({
      status: 'downloading',
      progress: { rows: 1200, images: 120, imagesTotal: 300, bytes: 405_000 },
    });
  });

  it('is not ready while an image is under way, even after the pull', () => {
    const readiness = offlineReadiness({
      ...start,
      afterSync: synced,
      shellStored: true,
      images: { wanted: 300, stored: 299, failed: 0, bytes: 0 },
    });
    expect(readiness.status).toBe('downloading');
  });

  it('is ready once every image and photo is stored and the app would start offline', () => {
    const images = { wanted: 300, stored: 300, failed: 0, bytes: 0 };
    expect(offlineReadiness({ ...start, afterSync: synced, images, shellStored: false })).toEqual({
      status: 'storingApp',
    });
    expect(offlineReadiness({ ...start, afterSync: synced, images, shellStored: true })).toEqual({
      status: 'ready',
      lines: 300,
      images: 302,
    });
  });

  it('counts images and photos that could not be stored as missing', () => {
    expect(
      offlineReadiness({
        ...start,
        afterSync: { lines: 300, photos: { wanted: 2, stored: 1 } },
        images: { wanted: 300, stored: 297, failed: 3, bytes: 0 },
        shellStored: true,
      }),
    ).toEqual({ status: 'incomplete', lines: 300, missing: 4 });
  });

  it('keeps what a past visit verified until this one has checked, and says offline when there is nothing', () => {
    const remembered = { lines: 6, images: 6 };
    expect(offlineReadiness({ ...start, online: false, remembered, shellStored: true })).toEqual({
      status: 'ready',
      ...remembered,
    });
    expect(offlineReadiness({ ...start, online: false })).toEqual({ status: 'notReady' });
  });

  it('fills the bar with the images stored, and leaves it moving until their count is known', () => {
    expect(downloadShare({ rows: 10, images: 0, imagesTotal: 0, bytes: 0 })).toBeUndefined();
    expect(downloadShare({ rows: 900, images: 75, imagesTotal: 300, bytes: 0 })).toBe(0.25);
  });
});
