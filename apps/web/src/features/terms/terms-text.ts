/**
 * The operator's terms file (TERMS_FILE) as blocks to render as React elements, never as HTML:
 * `#`, `##`, `###` headings, `-` or `*` list items, and paragraphs separated by blank lines
 * (their lines joined). Anything else, HTML tags included, is text.
 */
export type TermsBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

const HEADING = /^(#{1,3})\s+(.*?)\s*#*\s*$/;
const ITEM = /^[-*]\s+(.*)$/;

export function parseTermsText(source: string): TermsBlock[] {
  const blocks: TermsBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', items: list });
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length as 1 | 2 | 3,
        text: heading[2]!,
      });
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      if (paragraph.length) flush();
      list ??= [];
      list.push(item[1]!);
      continue;
    }
    if (list) {
      // A continuation line of the last list item.
      const items: string[] = list;
      items[items.length - 1] += ` ${line}`;
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** Text split into plain runs, `code` runs and web/email links (hrefs only http(s) and mailto). */
export type TermsRun =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

const INLINE = /`([^`]+)`|(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

export function parseTermsInline(text: string): TermsRun[] {
  const runs: TermsRun[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) runs.push({ kind: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined) runs.push({ kind: 'code', text: m[1] });
    else if (m[2] !== undefined) runs.push({ kind: 'link', text: m[2], href: m[2] });
    else runs.push({ kind: 'link', text: m[3]!, href: `mailto:${m[3]!}` });
    last = m.index + m[0].length;
  }
  if (last < text.length) runs.push({ kind: 'text', text: text.slice(last) });
  return runs;
}
