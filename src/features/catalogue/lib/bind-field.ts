/**
 * Ties inputs to a form's draft: `bind('note')` gives the field's value, a setter that patches
 * only that field, and the message an action left for it (under `messageField` when the draft's
 * field and the saved one differ, as a price typed in euros and saved in cents).
 */
export function fieldBinder<D>(
  draft: D,
  change: (patch: Partial<D>) => void,
  message: (field: string) => string | undefined,
) {
  return <K extends keyof D & string>(name: K, messageField: string = name) => ({
    value: draft[name],
    onChange: (value: D[K]) => {
      const patch: Partial<D> = {};
      patch[name] = value;
      change(patch);
    },
    message: message(messageField),
  });
}
