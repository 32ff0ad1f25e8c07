/** The editor's steps, as the spec's text catalogue names them; the open one is `?step=`. */
export const editorSteps = ['general', 'quote', 'availability', 'order'] as const;
export type EditorStep = (typeof editorSteps)[number];

export function parseEditorStep(raw: string | null): EditorStep {
  return editorSteps.find((step) => step === raw) ?? 'general';
}

export const stepKeys = {
  general: 'adminProjects:steps.general',
  quote: 'adminProjects:steps.quote',
  availability: 'adminProjects:steps.availability',
  order: 'adminProjects:steps.order',
} as const satisfies Record<EditorStep, string>;
