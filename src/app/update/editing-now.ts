const notTyped = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/**
 * True while someone may be in the middle of something a reload would take: a text field has the
 * focus, or a dialog is open (a form half filled, a question not yet answered).
 */
export function editingNow(): boolean {
  const active = document.activeElement;
  if (active instanceof HTMLElement && takesTyping(active)) return true;
  return document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;
}

function takesTyping(element: HTMLElement): boolean {
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !notTyped.has(element.type);
}
