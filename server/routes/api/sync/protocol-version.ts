import { protocolVersion } from '../../../../src/domain/sync/protocol.schema';
import { AppError } from '../../../http/app-error';

/** A device one release behind still syncs; older ones must update first. */
export function checkProtocolVersion(version: number): void {
  if (version !== protocolVersion && version !== protocolVersion - 1) throw new AppError(409, 'conflict');
}
