import type { FastifyReply } from 'fastify';
import type { Language } from '@dugout/shared';
import { escapeHtml } from './html';
import { languagesStartingWith } from './i18n/language';

/**
 * No scripts, no outside resources: the page shows text, links and plain HTML forms that post
 * back to the portal itself (`form-action 'self'`).
 */
export const LINK_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'";

type Bilingual = Readonly<Record<Language, string>>;

/** A button that posts its fields, e.g. a signed token (a link's action is only ever a POST). */
export interface LinkPageForm {
  action: string;
  fields: Readonly<Record<string, string>>;
  label: Bilingual;
  /** The button's full name when its label is short ("Yes" beside a person's name). */
  ariaLabel?: Bilingual;
}

/** A list under a heading, each item a line of text and its own buttons (a household's people). */
export interface LinkPageList {
  heading: Bilingual;
  items: { text: Bilingual; forms: LinkPageForm[] }[];
}

export interface LinkPage {
  title: Bilingual;
  body: Bilingual;
  forms?: LinkPageForm[];
  /** After the forms: e.g. each person of a household with their answer and buttons. */
  lists?: LinkPageList[];
  links?: { href: string; label: Bilingual }[];
  /** Which language comes first. */
  language: string;
}

/**
 * A small bilingual page for the links in emails that work without sign-in (one-tap RSVP,
 * one-click unsubscribe): English and Spanish together, the reader's first.
 */
function renderForm(f: LinkPageForm, lang: Language): string {
  return `<form method="post" action="${escapeHtml(f.action)}">
${Object.entries(f.fields)
  .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
  .join('\n')}
<button type="submit"${f.ariaLabel ? ` aria-label="${escapeHtml(f.ariaLabel[lang])}"` : ''}>${escapeHtml(f.label[lang])}</button>
</form>`;
}

function renderList(list: LinkPageList, lang: Language): string {
  return `<h2>${escapeHtml(list.heading[lang])}</h2>
<ul>
${list.items
  .map(
    (item) => `<li><p>${escapeHtml(item.text[lang])}</p>
${item.forms.length ? `<div>${item.forms.map((f) => renderForm(f, lang)).join('\n')}</div>` : ''}</li>`,
  )
  .join('\n')}
</ul>`;
}

export function renderLinkPage(page: LinkPage): string {
  const order = languagesStartingWith(page.language);
  const sections = order
    .map(
      (lang) => `<section lang="${lang}">
<h1>${escapeHtml(page.title[lang])}</h1>
<p>${escapeHtml(page.body[lang])}</p>
${(page.forms ?? []).map((f) => renderForm(f, lang)).join('\n')}
${(page.lists ?? []).map((l) => renderList(l, lang)).join('\n')}
${(page.links ?? [])
  .map((l) => `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.label[lang])}</a></p>`)
  .join('\n')}
</section>`,
    )
    .join('\n<hr>\n');
  return `<!doctype html>
<html lang="${order[0]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title[order[0]!])}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f9fafb;color:#1f2937;margin:0;padding:2rem 1rem;line-height:1.5}
main{max-width:32rem;margin:0 auto;background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 4px 6px rgb(17 24 39 / .06)}
h1{font-size:1.35rem;color:#111827;margin:0 0 .5rem}
a{color:#9b1c1c;font-weight:600}
form{margin:1rem 0}
button{font:inherit;font-weight:600;color:#fff;background:#9b1c1c;border:0;border-radius:.5rem;padding:.75rem 1.25rem;min-height:44px;cursor:pointer}
button:focus-visible{outline:3px solid #1f2937;outline-offset:2px}
hr{border:0;border-top:1px solid #e5e7eb;margin:1.5rem 0}
h2{font-size:1.1rem;color:#111827;margin:1.25rem 0 .25rem}
ul{list-style:none;padding:0;margin:0}
li{border-top:1px solid #e5e7eb;padding:.5rem 0;display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .5rem}
li p{margin:.25rem 0;flex:1 1 12rem}
li div{display:flex;flex-wrap:wrap;gap:.5rem}
li form{margin:0}
li button{background:#fff;color:#9b1c1c;border:2px solid #9b1c1c;padding:.5rem 1rem}
</style>
</head>
<body><main>
${sections}
</main></body>
</html>
`;
}

/** Sends a link page: never cached (its form holds the link's token), never indexed. */
export function sendLinkPage(reply: FastifyReply, status: number, page: LinkPage) {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', LINK_PAGE_CSP)
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Robots-Tag', 'noindex')
    .header('Cache-Control', 'no-store')
    .send(renderLinkPage(page));
}
