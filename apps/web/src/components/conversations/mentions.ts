/** The "@name" being typed just before the caret, or null: what the suggestions look for. */
export function mentionAt(body: string, caret: number): { start: number; text: string } | null {
  const before = body.slice(0, caret);
  const m = /(^|\s)@([^\s@]{0,30})$/.exec(before);
  if (!m) return null;
  return { start: caret - m[2]!.length - 1, text: m[2]! };
}

/** The body with the "@text" at `start` replaced by "@Name " and where the caret goes next. */
export function insertMention(
  body: string,
  at: { start: number; text: string },
  name: string,
): { body: string; caret: number } {
  const inserted = `@${name} `;
  const end = at.start + 1 + at.text.length;
  return {
    body: body.slice(0, at.start) + inserted + body.slice(end),
    caret: at.start + inserted.length,
  };
}

/** The picked members still named in the body when it is sent (a deleted "@Name" drops them). */
export function mentionsIn(body: string, picked: readonly { id: string; name: string }[]) {
  return [...new Set(picked.filter((p) => body.includes(`@${p.name}`)).map((p) => p.id))];
}
