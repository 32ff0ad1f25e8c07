import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exhaustive, type Language } from '../../../../src/domain/enums';
import type { FieldError } from '../../../../src/domain/errors';
import {
  exportColumns,
  exportFileName,
  type ExportFileWords,
  languageCsvDialects,
  periodDays,
  purchaseExportQuerySchema,
  type PurchaseFilter,
} from '../../../../src/domain/purchases';
import type { Db } from '../../../db/client';
import { clients, projects } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { purchaseLabels } from '../../../i18n/charge-labels';
import { translate } from '../../../i18n/translator';
import { csvStream } from '../../../purchases/csv-export';
import { purchaseRowBatches } from '../../../purchases/purchase-rows';
import { xlsxStream } from '../../../purchases/xlsx-export';
import { requireAdmin } from '../require-admin';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function fieldError(
  language: Language,
  field: string,
  type: string,
  values: Record<string, number> = {},
): FieldError {
  return { loc: ['querystring', field], msg: translate(language, 'validation', type, values) ?? type, type };
}

async function exists(db: Db, table: typeof clients | typeof projects, id: string): Promise<boolean> {
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .limit(1);
  return found.length > 0;
}

/**
 * What the schema cannot say: the period's length against the configured maximum, and a client or
 * project that does not exist (a filter that could only ever select nothing is a mistake).
 */
async function filterErrors(db: Db, filter: PurchaseFilter, maxDays: number, language: Language) {
  const errors: FieldError[] = [];
  const days = periodDays(filter);
  if (days > maxDays) errors.push(fieldError(language, 'end', 'period_too_long', { count: maxDays, days }));
  if (filter.clientId !== undefined && !(await exists(db, clients, filter.clientId)))
    errors.push(fieldError(language, 'clientId', 'unknown_filter_value'));
  if (filter.projectId !== undefined && !(await exists(db, projects, filter.projectId)))
    errors.push(fieldError(language, 'projectId', 'unknown_filter_value'));
  return errors;
}

/** The file is named in the reader's language, by the same catalogue as its column titles. */
function fileWords(language: Language): ExportFileWords {
  return {
    purchases: translate(language, 'purchases', 'export.file_purchases') ?? 'purchases',
    exported: translate(language, 'purchases', 'export.file_exported') ?? 'exported',
  };
}

/**
 * `GET /api/v1/purchases/export?start&end&format[&dialect&clientId&projectId&supplier&billingType]`
 * (admin): the accounting export of spec section 3, streamed while the rows are read, in the
 * reader's language (titles, file name, a CSV's dialect unless `dialect` names one). Every check
 * runs before the first byte, so a refused request writes nothing.
 */
export const exportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    { preValidation: requireAdmin, schema: { querystring: purchaseExportQuerySchema } },
    async (request, reply) => {
      const { format, dialect, ...filter } = request.query;
      const language = request.language;
      const errors = await filterErrors(app.db, filter, app.config.exportMaxDays, language);
      if (errors.length > 0) throw new AppError(422, 'validation', errors);

      const titles = exportColumns.map(
        (column) => translate(language, 'purchases', `columns.${column.key}`) ?? column.key,
      );
      const batches = purchaseRowBatches(app.db, filter, purchaseLabels(language));
      const exportedAt = app.clock();
      reply
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(filter, exportedAt, format, fileWords(language))}"`,
        )
        .header('cache-control', 'no-store');
      switch (format) {
        case 'csv':
          return reply
            .type('text/csv; charset=utf-8')
            .send(csvStream(batches, titles, dialect ?? languageCsvDialects[language]));
        case 'xlsx': {
          const words = {
            titles,
            sheetName: translate(language, 'purchases', 'sheet_name') ?? 'Purchases',
            totals: translate(language, 'purchases', 'export.totals_row') ?? 'Total',
          };
          return reply.type(xlsxType).send(xlsxStream(batches, words, language, exportedAt));
        }
        default:
          return exhaustive(format);
      }
    },
  );
};
