import type { Client } from '../../../domain/entities/client.schema';
import { foldText } from '../../../search';

export const clientKinds = ['all', 'company', 'individual'] as const;
export type ClientKind = (typeof clientKinds)[number];

export function isClientKind(value: string): value is ClientKind {
  return (clientKinds as readonly string[]).includes(value);
}

/** Clients of a kind whose name, email, phone or VAT number holds the text (accents and case aside). */
export function filterClients(clients: readonly Client[], kind: ClientKind, text: string): Client[] {
  const folded = foldText(text.trim());
  return clients.filter(
    (client) =>
      (kind === 'all' || client.isCompany === (kind === 'company')) &&
      (folded === '' ||
        [client.name, client.email, client.phone, client.vatNumber].some((field) =>
          foldText(field).includes(folded),
        )),
  );
}
