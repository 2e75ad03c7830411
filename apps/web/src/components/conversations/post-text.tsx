/** http(s) addresses in a post; everything else is text (posts are plain text, never HTML). */
const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/**
 * A post's text with its web addresses clickable. React escapes the rest, so nothing a member
 * writes becomes markup; links open in a new tab without handing it this page (noopener).
 */
export function PostText({ text }: { text: string }) {
  const parts: (string | { href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push({ href: match[0] });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <p className="post__text">
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.href}
          </a>
        ),
      )}
    </p>
  );
}
