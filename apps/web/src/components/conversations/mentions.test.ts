import { describe, expect, it } from 'vitest';
import { insertMention, mentionAt, mentionsIn } from './mentions';

describe('mentions in a post', () => {
  it('finds the "@name" typed before the caret, not an e-mail address', () => {
    expect(mentionAt('Hi @Fi', 6)).toEqual({ start: 3, text: 'Fi' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, text: '' });
    expect(mentionAt('mail me at a@b.test', 19)).toBeNull();
    expect(mentionAt('Hi @Fi and more', 15)).toBeNull();
  });

  it('puts the name in place of what was typed and keeps only those still named', () => {
    const at = mentionAt('Hi @Fi, see you', 6)!;
    expect(insertMention('Hi @Fi, see you', at, 'Fiona Family')).toEqual({
      body: 'Hi @Fiona Family , see you',
      caret: 17,
    });
    const picked = [
      { id: 'a', name: 'Fiona Family' },
      { id: 'b', name: 'Sam Staff' },
    ];
    expect(mentionsIn('Thanks @Fiona Family!', picked)).toEqual(['a']);
  });
});
