import { readScope, type LoadDevice } from './load-device';

/**
 * Compares every device's acknowledgements with what the server at `baseURL` holds: each
 * acknowledged room once on the device's project and nothing else there, the project's budget set
 * by the last acknowledged update, the server's last mutation id the device's. `scopeToken(i)` is a
 * credential that sees device i's project (one full pull per distinct credential). Returns the
 * changes lost and the ones doubled.
 */
export async function auditLoad(
  baseURL: string,
  devices: readonly LoadDevice[],
  scopeToken: (deviceIndex: number) => string,
): Promise<{ lost: number; doubled: number }> {
  const scopes = new Map<string, Awaited<ReturnType<typeof readScope>>>();
  let lost = 0;
  let doubled = 0;
  for (const [i, device] of devices.entries()) {
    const token = scopeToken(i);
    let scope = scopes.get(token);
    if (!scope) {
      scope = await readScope(baseURL, token);
      scopes.set(token, scope);
    }
    const { ledger } = device;
    const held = scope.rooms.filter((room) => room.projectId === ledger.projectId).map((room) => room.id);
    const heldCount = new Map<string, number>();
    for (const id of held) heldCount.set(id, (heldCount.get(id) ?? 0) + 1);
    const acked = new Set(ledger.ackedRoomIds);
    lost += ledger.ackedRoomIds.filter((id) => !heldCount.has(id)).length;
    doubled += held.filter((id) => !acked.has(id)).length;
    doubled += [...heldCount.values()].reduce((sum, count) => sum + count - 1, 0);
    if (ledger.lastBudget !== null && scope.budgets.get(ledger.projectId) !== ledger.lastBudget) lost++;
    const serverLast = await device.serverLastMutationId();
    if (serverLast < ledger.lastAckedId) lost += ledger.lastAckedId - serverLast;
    if (serverLast > ledger.lastAckedId) doubled += serverLast - ledger.lastAckedId;
  }
  return { lost, doubled };
}
