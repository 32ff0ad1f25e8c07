import { z } from 'zod';

/** A device is "not synced for days" once its last change reached the server this long ago. */
export const staleDeviceAfterMs = 3 * 24 * 60 * 60 * 1000;

/**
 * `GET /api/v1/sync-health` (admin): each device (sync client) with the last time a change of its
 * queue reached the server, and whose queue it is: a user, or an installer link's purchase order.
 */
export const syncHealthSchema = z.object({
  devices: z.array(
    z.object({
      clientId: z.string(),
      owner: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('user'), id: z.uuid(), name: z.string(), email: z.string() }),
        z.object({ kind: z.literal('installer'), projectId: z.uuid(), projectName: z.string() }),
      ]),
      lastSyncAt: z.iso.datetime(),
    }),
  ),
});
export type SyncHealth = z.infer<typeof syncHealthSchema>;
export type SyncDevice = SyncHealth['devices'][number];

/** The devices whose changes have not reached the server for days, the longest silent first. */
export function staleDevices(devices: readonly SyncDevice[], now: number): SyncDevice[] {
  return devices
    .filter((device) => now - Date.parse(device.lastSyncAt) >= staleDeviceAfterMs)
    .sort((a, b) => a.lastSyncAt.localeCompare(b.lastSyncAt));
}
