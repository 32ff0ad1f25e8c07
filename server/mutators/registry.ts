import { mutators, type MutatorName } from '../../src/domain/mutators/registry';
import type { Mutation } from '../../src/domain/sync/protocol.schema';
import type { NewMessage } from '../outbox/messages';
import { projectTransitionEffect } from './project-transition';
import { projectValidateEffect } from './project-validate';
import { purchaseOrderRegenerateEffect } from './purchase-order-regenerate';
import type { ServerEffect, Written } from './server-effect';

/**
 * The mutators with outside effects (ERP, chat), each declared in a file of this folder named after
 * it. The Airtable card is not here: it follows every write of a project, whichever the mutation
 * (server/outbox/with-outbox.ts).
 */
const all = [projectValidateEffect, purchaseOrderRegenerateEffect, projectTransitionEffect] as const;

const effects = new Map<string, ServerEffect<MutatorName>>(
  // Each effect is typed by its own mutator's args; here they are looked up by a mutation's name.
  all.map((effect) => [effect.name, effect as unknown as ServerEffect<MutatorName>]),
);

export type AfterWrite = (written: Omit<Written<MutatorName>, 'args'>) => Promise<NewMessage[]>;

/** What a pushed mutation causes outside after each of its writes, if anything. */
export function serverEffectOf(mutation: Mutation): AfterWrite | undefined {
  const effect = effects.get(mutation.name);
  if (effect === undefined) return undefined;
  // Parsed at the first write: args the mutator refuses never get that far.
  let args: Written<MutatorName>['args'] | undefined;
  return (written) =>
    effect.afterWrite({ ...written, args: (args ??= mutators[effect.name].args.parse(mutation.args)) });
}
