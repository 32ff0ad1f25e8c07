import { useState } from 'react';
import type { Project } from '../../../domain/entities/project.schema';
import { generalFormOf, type GeneralForm } from '../lib/general-form';

export interface GeneralFormState {
  form: GeneralForm;
  setForm: (form: GeneralForm) => void;
  /** The form differs from what is stored: the moves must not run on values never saved. */
  unsaved: boolean;
}

/**
 * The general information as typed, held by the editor rather than its step: a refused save, a
 * look at another step or a move of the project never drops what was typed. Another project
 * starts from its own stored values.
 */
export function useGeneralForm(project: Project): GeneralFormState {
  const [typed, setTyped] = useState<{ projectId: string; form: GeneralForm } | null>(null);
  const stored = generalFormOf(project);
  const form = typed !== null && typed.projectId === project.id ? typed.form : stored;
  return {
    form,
    setForm: (next) => setTyped({ projectId: project.id, form: next }),
    unsaved: JSON.stringify(form) !== JSON.stringify(stored),
  };
}
