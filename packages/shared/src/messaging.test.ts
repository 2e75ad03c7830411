import { describe, expect, it } from 'vitest';
import { MESSAGE_SUBJECT_MAX_LENGTH, sendMessageSchema } from './messaging';

const base = { MessageTypes: 'Email', Recipients: [{ Email: 'a@f.test' }], Message: 'Hi' };
const issues = (Subject: unknown) =>
  sendMessageSchema.safeParse({ ...base, Subject }).error?.issues.map((i) => i.message) ?? [];

describe('a staff message’s subject', () => {
  it('is optional, and kept as written (trimmed)', () => {
    expect(sendMessageSchema.parse(base).Subject).toBeUndefined();
    expect(sendMessageSchema.parse({ ...base, Subject: '  Rain: no practice ' }).Subject).toBe(
      'Rain: no practice',
    );
  });

  it('is refused past its length, or with a line break, saying why', () => {
    expect(issues('x'.repeat(MESSAGE_SUBJECT_MAX_LENGTH))).toEqual([]);
    expect(issues('x'.repeat(MESSAGE_SUBJECT_MAX_LENGTH + 1))).toEqual([
      `A subject may have at most ${MESSAGE_SUBJECT_MAX_LENGTH} characters`,
    ]);
    expect(issues('Rain\nBcc: x@y.test')).toEqual(['A subject is one line, without line breaks']);
  });
});
