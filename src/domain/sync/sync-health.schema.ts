import { z } from 'zod';

/**
 * A device needs the office's attention once it last reached the server this long ago, or once the
 * oldest change waiting on it is this old (it may pull every day while its changes stay stuck).
 */
export const staleDeviceAfterMs = 3 * 24 * 60 * 60 * 1000;

/**
 * `GET /api/v1/sync-health` (admin): each device (sync client) with the last time a change of its
 * queue reached the server, when the oldest change still waiting on it was made (null when none
 * waits, or its build does not say), and whose queue it is: a user, or an installer link's
 * purchase order.
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
      oldestPendingAt: z.iso.datetime().nullable(),
    }),
  ),
});
export type SyncHealth = z.infer<typeof syncHealthSchema>;
export type SyncDevice = SyncHealth['devices'][number];

/** Since when the device's changes have not reached the server: its oldest waiting change, else its last sync. */
function waitingSince(device: SyncDevice): string {
  const { oldestPendingAt, lastSyncAt } = device;
  return oldestPendingAt !== null && oldestPendingAt < lastSyncAt ? oldestPendingAt : lastSyncAt;
}

/** The devices whose changes have not reached the server for days, the longest waiting first. */
export function staleDevices(devices: readonly SyncDevice[], now: number): SyncDevice[] {
  return devices
    .filter((device) => now - Date.parse(waitingSince(device)) >= staleDeviceAfterMs)
    .sort((a, b) => waitingSince(a).localeCompare(waitingSince(b)));
}
