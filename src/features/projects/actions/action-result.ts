// The room dialogs name the result type here; the helpers live in src/lib with the other features'.
export type { ActionResult } from '../../../lib/action-result';
