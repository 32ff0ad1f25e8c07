import { useState, type FormEvent } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import type { Client } from '../../../domain/entities/client.schema';
import type { ActionResult } from '../../../lib/action-result';
import { useChangeSent, useMutate } from '../../../sync/sync-context';
import { saveClient } from '../actions/save-client';
import type { ClientDraft } from '../lib/client-draft';
import { useResultMessages } from './use-field-messages';

/**
 * The client form's state: the draft as typed, what the last save said, and "Saved" until the next
 * change. A new client, once saved, opens on its own page; an existing one stays on its form.
 */
export function useClientForm(id: string, existing: Client | undefined, initial: ClientDraft) {
  const mutate = useMutate();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [result, setResult] = useState<ActionResult>({ ok: true });
  const sent = useChangeSent(result.ok ? result.mutationID : undefined);
  const [saved, setSaved] = useState(false);
  const messages = useResultMessages(result);
  const change = (patch: Partial<ClientDraft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...patch }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await saveClient(mutate, id, existing, draft);
    setResult(outcome);
    if (!outcome.ok) return;
    if (existing === undefined) void navigate(generatePath(paths.adminClient, { clientId: id }));
    else setSaved(true);
  };

  return { draft, sent, saved, messages, change, submit };
}
