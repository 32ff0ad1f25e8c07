import { z } from 'zod';
import { projectSchema, type Project } from '../../src/domain/entities/project.schema';
import { purchaseOrderLineSchema } from '../../src/domain/entities/purchase-order-line.schema';
import { purchaseOrderSchema, type PurchaseOrder } from '../../src/domain/entities/purchase-order.schema';
import type { Language } from '../../src/domain/enums';
import {
  projectValidateArgs,
  purchaseOrderRegenerateArgs,
} from '../../src/domain/projects/admin-actions.schema';
import { datesConflict } from '../../src/domain/projects/purchase-order';
import type { Transaction } from '../../src/domain/mutators/transaction';
import type { Mutation } from '../../src/domain/sync/protocol.schema';
import type { Tx } from '../db/client';
import enOutbox from '../../public/locales/en/outbox.json';
import frOutbox from '../../public/locales/fr/outbox.json';
import { enqueueMessages } from './enqueue';
import { erpOrder } from './erp-order';
import type { ErpOrder, NewMessage } from './messages';

const lineDatesSchema = purchaseOrderLineSchema.pick({ availabilityDate: true });

/** The notices' texts, from the catalogues the PWA loads (namespace `outbox`). */
const chatTexts = { en: enOutbox.chat, fr: frOutbox.chat } as const satisfies Record<Language, unknown>;

export interface OutboxEffectOptions {
  /** The purchasing team's language, for the chat notices and the ERP order's charges. */
  chatLanguage: Language;
}

interface Written {
  tx: Transaction;
  purchaseOrder: PurchaseOrder;
  project: Project;
  args: unknown;
  options: OutboxEffectOptions;
}

/**
 * The outside calls each mutation causes, keyed on its name. Each runs when the mutation writes
 * the purchase-order version its args name, so a refused mutation (which writes nothing, or is
 * rolled back) sends nothing.
 */
const effects: Record<
  string,
  { purchaseOrderId(args: unknown): string; messages(w: Written): Promise<NewMessage[]> }
> = {
  projectValidate: {
    purchaseOrderId: (args) => projectValidateArgs.parse(args).purchaseOrderId,
    async messages({ tx, purchaseOrder, project, args, options }) {
      const messages: NewMessage[] = [];
      if (purchaseOrder.mode !== 'withoutErp') {
        messages.push(
          erpMessage('erp.registerOrder', await erpOrder(tx, purchaseOrder, project, options.chatLanguage)),
        );
      }
      messages.push({
        kind: 'airtable.upsertProject',
        projectId: project.id,
        orderingKey: `airtable:${project.id}`,
        payload: {
          operationNumber: project.operationNumber,
          fields: {
            Name: project.name,
            Status: 'validated',
            Start: project.dates.start,
            End: project.dates.end,
            'Purchase order': purchaseOrder.number,
            'Validated at': tx.now,
          },
        },
      });
      if (projectValidateArgs.parse(args).force === true) {
        const lines = await tx.query('purchaseOrderLines', 'projectId', project.id);
        const dates = datesConflict(
          project,
          lines.map((line) => lineDatesSchema.parse(line)),
        );
        if (dates !== null)
          messages.push(await forcedValidationNotice(tx, project, dates, options.chatLanguage));
      }
      return messages;
    },
  },
  purchaseOrderRegenerate: {
    purchaseOrderId: (args) => purchaseOrderRegenerateArgs.parse(args).purchaseOrderId,
    async messages({ tx, purchaseOrder, project, options }) {
      if (purchaseOrder.mode === 'withoutErp') return [];
      return [
        erpMessage('erp.updateOrder', await erpOrder(tx, purchaseOrder, project, options.chatLanguage)),
      ];
    },
  },
};

/** One ordering key per project: an update never overtakes the registration it changes. */
function erpMessage(kind: 'erp.registerOrder' | 'erp.updateOrder', order: ErpOrder): NewMessage {
  return { kind, projectId: order.projectId, orderingKey: `erp:${order.projectId}`, payload: order };
}

async function forcedValidationNotice(
  tx: Transaction,
  project: Project,
  dates: { arrival: string; installation: string },
  language: Language,
): Promise<NewMessage> {
  const user = tx.actor.kind === 'user' ? await tx.get('users', tx.actor.userId) : undefined;
  const userName =
    user === undefined
      ? '?'
      : [user.firstName, user.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ') ||
        String(user.email);
  const projectName =
    project.operationNumber === '' ? project.name : `${project.name} (${project.operationNumber})`;
  const values: Record<string, string> = {
    project: projectName,
    arrival: dates.arrival,
    installation: dates.installation,
    user: userName,
  };
  const text = chatTexts[language].forced_validation.replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => values[name] ?? '',
  );
  return {
    kind: 'chat.notice',
    projectId: project.id,
    payload: { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] },
  };
}

/**
 * Wraps the Transaction a pushed mutation runs on (the push's `around` hook) so that the outside
 * calls it causes are enqueued on its own SQL transaction: they commit, or roll back, with it.
 */
export function withOutbox<T extends Transaction>(
  inner: T,
  sqlTx: Tx,
  mutation: Mutation,
  options: OutboxEffectOptions,
): T {
  const effect = effects[mutation.name];
  if (effect === undefined) return inner;
  const parsed = z.string().safeParse(safely(() => effect.purchaseOrderId(mutation.args)));
  // Args the mutator will refuse anyway.
  if (!parsed.success) return inner;
  const purchaseOrderId = parsed.data;

  const afterWrite = async (entity: string, row: Record<string, unknown> & { id: string }) => {
    if (entity !== 'purchaseOrders' || row.id !== purchaseOrderId) return;
    const purchaseOrder = purchaseOrderSchema.parse(row);
    const project = projectSchema.parse(await inner.get('projects', purchaseOrder.projectId));
    const messages = await effect.messages({
      tx: inner,
      purchaseOrder,
      project,
      args: mutation.args,
      options,
    });
    await enqueueMessages(sqlTx, messages, new Date(inner.now));
  };
  const insert: Transaction['insert'] = async (entity, row) => {
    await inner.insert(entity, row);
    await afterWrite(entity, row);
  };
  const put: Transaction['put'] = async (entity, row) => {
    await inner.put(entity, row);
    await afterWrite(entity, row);
  };
  // The prototype keeps every other member of `inner` live (getters included).
  return Object.assign(Object.create(inner) as T, { insert, put });
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
