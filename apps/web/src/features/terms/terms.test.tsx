import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { parseTermsInline, parseTermsText } from './terms-text';

const ENGLISH =
  '# Terms of Service\n\nBe kind\nto each other.\n\n## Messages\n\n- email\n- texts\n';
const SPANISH =
  '# Condiciones de uso\n\nSé amable. <img src=x onerror=alert(1)>\n\nEscribe a oficina@riverhawks.test.';

function stubTerms(byLanguage: Record<string, { language: string; text: string }>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const language = new URL(url, 'http://localhost').searchParams.get('language') ?? 'en';
    asked.push(language);
    const body = byLanguage[language] ?? byLanguage.en!;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return asked;
}

describe('the terms text', () => {
  it('reads headings, paragraphs (lines joined) and lists', () => {
    expect(parseTermsText(ENGLISH)).toEqual([
      { kind: 'heading', level: 1, text: 'Terms of Service' },
      { kind: 'paragraph', text: 'Be kind to each other.' },
      { kind: 'heading', level: 2, text: 'Messages' },
      { kind: 'list', items: ['email', 'texts'] },
    ]);
  });

  it('keeps HTML as text and links only web and mail addresses', () => {
    expect(
      parseTermsInline('<a href="javascript:x">hi</a> see https://example.org/t. or `TERMS_FILE`'),
    ).toEqual([
      { kind: 'text', text: '<a href="javascript:x">hi</a> see ' },
      { kind: 'link', text: 'https://example.org/t', href: 'https://example.org/t' },
      { kind: 'text', text: '. or ' },
      { kind: 'code', text: 'TERMS_FILE' },
    ]);
  });
});

describe('the Terms of Service page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens from the footer for a guest, in English', async () => {
    stubTerms({ en: { language: 'en', text: ENGLISH } });
    renderWithApp({ route: '/', config: { links: { ...testLinks(), termsOfService: '/terms' } } });
    const footer = await screen.findByRole('contentinfo');
    fireEvent.click(within(footer).getByRole('link', { name: 'Terms of Service' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeVisible();
    expect(await screen.findByText('Be kind to each other.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Terms of Service · River Hawks'));
  });

  it('shows the Spanish file in Spanish, its HTML as text', async () => {
    const asked = stubTerms({ es: { language: 'es', text: SPANISH } });
    const { container } = renderWithApp({
      route: '/terms',
      language: 'es',
      member: testMembers.member,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Condiciones de uso' }),
    ).toBeVisible();
    expect(asked).toContain('es');
    expect(screen.getByText('Sé amable. <img src=x onerror=alert(1)>')).toBeVisible();
    expect(container.querySelector('main img')).toBeNull();
    expect(screen.getByRole('link', { name: 'oficina@riverhawks.test' })).toHaveAttribute(
      'href',
      'mailto:oficina@riverhawks.test',
    );
    await waitFor(() => expect(document.title).toBe('Términos del servicio · River Hawks'));
  });

  it('says so when the terms exist in English only', async () => {
    stubTerms({ en: { language: 'en', text: ENGLISH } });
    renderWithApp({ route: '/terms', language: 'es' });
    expect(
      await screen.findByText('Estos términos solo están disponibles en inglés.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
  });
});

function testLinks() {
  return {
    termsOfService: '/terms',
    privacyPolicy: 'https://league.example.org/privacy',
    contactEmail: 'families@riverhawks.test',
    playerUrlTemplate: 'https://example.org/player/{id}',
  };
}
