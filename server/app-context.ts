import type { UserPrincipal } from '../src/domain/access';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Language } from '../src/domain/enums';
import type { UserRow } from './auth/users';
import type { SignupHook } from './auth/signup-hooks';
import type { CredentialThrottle } from './auth/credential-throttle';
import type { OutboxWorker } from './outbox/worker';
import type { SharedRedis } from './redis/redis-client';
import type { Erp } from './integrations/erp/erp';
import type { LineStatesSchedule } from './integrations/erp/line-states-schedule';
import type { FileStore } from './storage/file-store';

/** Who made the request, once the auth pre-handler has accepted its session. */
export interface AuthContext {
  sessionId: string;
  user: UserRow;
  principal: UserPrincipal;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    clock: Clock;
    /** Delivers the calls to outside systems (ERP, Airtable, chat, mail) queued in outbound_messages. */
    outbox: OutboxWorker;
    /** The configured ERP, for reads; its writes go through the outbox. Null when none is configured. */
    erp: Erp | null;
    /** The ERP's stock states read on a schedule; null without an ERP or with the schedule off. */
    erpSchedule: LineStatesSchedule | null;
    /** Run in the sign-up transaction, in order; see SignupHook. */
    signupHooks: SignupHook[];
    /** The Redis the instances share their limits through (REDIS_URL); null: each counts alone. */
    redis: SharedRedis | null;
    /** Photos, logos and pictures: under DATA_DIR, or in the S3-compatible bucket all instances share. */
    files: FileStore;
    /** Refused credentials per address; see `guardCredential` in plugins/auth.ts. */
    credentialThrottle: CredentialThrottle;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    language: Language;
  }
}
