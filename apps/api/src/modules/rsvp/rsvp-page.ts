import { escapeHtml } from '../../platform/html';

/** No scripts, no outside resources: the page only shows text and links. */
export const RSVP_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'none'; " +
  "frame-ancestors 'none'; base-uri 'none'";

export interface RsvpPage {
  title: { en: string; es: string };
  body: { en: string; es: string };
  links?: { href: string; label: { en: string; es: string } }[];
  /** Which language comes first. */
  language: string;
}

/** A small bilingual page for the one-tap RSVP links (English and Spanish together). */
export function renderRsvpPage(page: RsvpPage): string {
  const order: ('en' | 'es')[] = page.language === 'es' ? ['es', 'en'] : ['en', 'es'];
  const sections = order
    .map(
      (lang) => `<section lang="${lang}">
<h1>${escapeHtml(page.title[lang])}</h1>
<p>${escapeHtml(page.body[lang])}</p>
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
hr{border:0;border-top:1px solid #e5e7eb;margin:1.5rem 0}
</style>
</head>
<body><main>
${sections}
</main></body>
</html>
`;
}
