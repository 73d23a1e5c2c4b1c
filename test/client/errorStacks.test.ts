import { restoreErrorStacks, type StackLimitHolder } from '../../client/lib/errorStacks';
import { SAVED_STACK_LIMIT_KEY } from '../../shared/constants';

describe('restoreErrorStacks', () => {
  it('puts back the limit the inline script saved and forgets it', () => {
    const holder: StackLimitHolder = { [SAVED_STACK_LIMIT_KEY]: 10 };
    const errorClass: { stackTraceLimit?: number } = {};
    restoreErrorStacks(holder, errorClass);
    expect(errorClass.stackTraceLimit).toBe(10);
    expect(SAVED_STACK_LIMIT_KEY in holder).toBe(false);
  });

  it('keeps a limit something else set in the meantime', () => {
    const holder: StackLimitHolder = { [SAVED_STACK_LIMIT_KEY]: 10 };
    const errorClass = { stackTraceLimit: 50 };
    restoreErrorStacks(holder, errorClass);
    expect(errorClass.stackTraceLimit).toBe(50);
  });

  it('changes nothing when no limit was saved (a browser where deleting it failed)', () => {
    const errorClass = { stackTraceLimit: 10 };
    restoreErrorStacks({}, errorClass);
    expect(errorClass.stackTraceLimit).toBe(10);
  });
});
