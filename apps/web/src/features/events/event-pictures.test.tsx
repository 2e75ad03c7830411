import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/**
 * On the event page: a linked PDF shows inline only where the browser has a
 * PDF viewer and the screen is wide; elsewhere its thumbnail and an Open link (no black box).
 * The event's picture is an image cropped under the hero's text, not a CSS background.
 */
const event: EventDetail = {
  id: 'e-picnic',
  name: 'Family Picnic',
  description: '',
  date: null,
  tags: [],
  allowedAffiliations: [],
  linkedContentId: 'c-1',
  linkedContent: {
    id: 'c-1',
    description: 'Picnic map',
    fileType: 'pdf',
    blobUrlAccessible: 'http://localhost/api/blob/content/map.pdf?sig=x',
    thumbnailUrl: 'http://localhost/api/blob/thumbs/map.jpg?sig=x',
  },
  eventLocationID: null,
  imageURL: 'http://localhost/api/blob/display/picnic.webp?sig=y',
  translations: [],
  yesCount: 0,
  myRsvp: null,
};

function stubApi() {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ data: event, error: null }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
}

function browser({ pdfViewer, wide }: { pdfViewer: boolean | undefined; wide: boolean }) {
  Object.defineProperty(navigator, 'pdfViewerEnabled', { value: pdfViewer, configurable: true });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { pdfViewerEnabled?: boolean }).pdfViewerEnabled;
});

describe('a linked document on the event page', () => {
  it.each([
    ['no PDF viewer', { pdfViewer: false, wide: true }],
    ['a browser that does not say', { pdfViewer: undefined, wide: true }],
    ['a phone', { pdfViewer: true, wide: false }],
  ])('shows the thumbnail and an Open link with %s', async (_, how) => {
    browser(how);
    stubApi();
    const { container } = renderWithApp({ member: testMembers.family, route: '/events/e-picnic' });
    expect(await screen.findByRole('img', { name: 'Picnic map' })).toHaveAttribute(
      'src',
      event.linkedContent!.thumbnailUrl,
    );
    expect(screen.getByRole('link', { name: 'Open Picnic map' })).toHaveAttribute(
      'href',
      event.linkedContent!.blobUrlAccessible,
    );
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('previews it inline where the browser has a PDF viewer and room', async () => {
    browser({ pdfViewer: true, wide: true });
    stubApi();
    const { container } = renderWithApp({ member: testMembers.family, route: '/events/e-picnic' });
    await screen.findByRole('link', { name: 'Open Picnic map' });
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      event.linkedContent!.blobUrlAccessible,
    );
  });
});

describe("the event's picture", () => {
  it('is a cropped image under the hero text, not a CSS background', async () => {
    browser({ pdfViewer: false, wide: true });
    stubApi();
    const { container } = renderWithApp({ member: testMembers.family, route: '/events/e-picnic' });
    await screen.findByRole('heading', { name: 'Family Picnic', level: 1 });
    const hero = container.querySelector('.event-hero')!;
    expect(hero).toHaveClass('event-hero--image');
    expect(hero.getAttribute('style')).toBeNull();
    expect(hero.querySelector('img.event-hero__image')).toHaveAttribute('src', event.imageURL);
  });
});
