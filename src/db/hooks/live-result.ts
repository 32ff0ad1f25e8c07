/** A live query's answer: `loading` until IndexedDB first answers, so screens tell loading from empty. */
export type LiveResult<T> = { loading: true; data: undefined } | { loading: false; data: T };

export const loadingResult = { loading: true, data: undefined } as const;

/** useLiveQuery returns undefined while loading: wrapping the answer keeps "not found" distinct. */
export function toLiveResult<T>(answer: { data: T } | undefined): LiveResult<T> {
  return answer === undefined ? loadingResult : { loading: false, data: answer.data };
}
