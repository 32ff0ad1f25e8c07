import { useMemo, type ReactNode } from 'react';
import { exhaustive } from '../../../domain/enums';
import type { Actor } from '../../../domain/mutators/transaction';
import { requiredGeneralFields } from '../../../domain/projects';
import type { AdminProject } from '../hooks/use-admin-project';
import { useAdminProjects } from '../hooks/use-admin-projects';
import type { GeneralFormState } from '../hooks/use-general-form';
import type { EditorStep } from '../lib/steps';
import { AvailabilityStep } from './availability-step';
import { GeneralInfoStep } from './general-info-step';
import { OfficeLines } from './office-lines';
import { OrderFormStep } from './order-form-step';
import { SignedQuoteSection } from './signed-quote-section';

/** The client's rooms and lines editor, composed in by the app (a feature never imports another). */
export type QuoteSlot = (projectId: string) => ReactNode;

/** What the office's editor shows under its tabs: the chosen step. */
export function EditorStepPanel({
  step,
  data,
  quote,
  actor,
  general,
}: {
  step: EditorStep;
  data: AdminProject;
  quote: QuoteSlot;
  actor: Actor | null;
  general: GeneralFormState;
}) {
  switch (step) {
    case 'general':
      return <GeneralStep data={data} general={general} />;
    case 'quote':
      return (
        <>
          <SignedQuoteSection projectId={data.project.id} />
          {quote(data.project.id)}
          <OfficeLines data={data} actor={actor} />
        </>
      );
    case 'availability':
      return <AvailabilityStep data={data} actor={actor} />;
    case 'order':
      return <OrderFormStep data={data} />;
    default:
      return exhaustive(step);
  }
}

/** The general information, with the client's other projects as the possible parents. */
function GeneralStep({ data, general }: { data: AdminProject; general: GeneralFormState }) {
  const all = useAdminProjects();
  const clientId = data.project.clientId;
  const siblings = useMemo(
    () => (all.data?.projects ?? []).filter((project) => project.clientId === clientId),
    [all.data, clientId],
  );
  const required = requiredGeneralFields(data.project.status, {
    clientIsCompany: data.client?.isCompany ?? false,
  });
  // Keyed on the project: another project's messages start afresh.
  return (
    <GeneralInfoStep
      key={data.project.id}
      data={data}
      siblings={siblings}
      general={general}
      required={required}
    />
  );
}
