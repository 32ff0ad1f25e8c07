import { uuid } from 'drizzle-orm/pg-core';
import type { ConflictNotice } from '../../../src/domain/entities/conflict-notice.schema';
import { syncedTable } from './synced-table';

const noticeKeys = { projectId: uuid('project_id').notNull() };
export const conflictNotices = syncedTable<ConflictNotice, typeof noticeKeys>('conflict_notices', noticeKeys);
