import { uuid } from 'drizzle-orm/pg-core';
import type { Attachment } from '../../../src/domain/entities/attachment.schema';
import { syncedTable } from './synced-table';

const attachmentKeys = { projectId: uuid('project_id').notNull(), ownerId: uuid('owner_id').notNull() };
export const attachments = syncedTable<Attachment, typeof attachmentKeys>('attachments', attachmentKeys);
