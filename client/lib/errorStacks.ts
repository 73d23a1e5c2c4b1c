// Puts back Error.stackTraceLimit, which the page's inline script takes away while the modules
// initialise (server/render/bootstrapScript.ts says why). Errors from then on have stacks.
import { SAVED_STACK_LIMIT_KEY } from '../../shared/constants';

export interface StackLimitHolder {
  [SAVED_STACK_LIMIT_KEY]?: unknown;
}

// Error.stackTraceLimit is V8's own: the DOM types do not declare it (Node's did).
const v8Error: ErrorConstructor & { stackTraceLimit?: number } = Error;

/** Restores the saved limit if the inline script saved one and nothing has set a limit since. */
export function restoreErrorStacks(holder: StackLimitHolder, errorClass: { stackTraceLimit?: number } = v8Error): void {
  const saved = holder[SAVED_STACK_LIMIT_KEY];
  if (typeof saved !== 'number') return;
  delete holder[SAVED_STACK_LIMIT_KEY];
  if (errorClass.stackTraceLimit === undefined) errorClass.stackTraceLimit = saved;
}
