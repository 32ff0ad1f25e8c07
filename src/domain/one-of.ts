/** Whether a string from outside (a form's value, a query) is one of a closed set's values. */
export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
