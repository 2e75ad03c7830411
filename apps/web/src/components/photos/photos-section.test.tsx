import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventPhoto, EventPhotos } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { PhotosSection } from './photos-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const photo = (id: number, over: Partial<EventPhoto> = {}): EventPhoto => ({
  id,
  thumbUrl: `/api/blob/photos/t${id}.jpg?sig=x`,
  url: `/api/blob/photos/d${id}.jpg?sig=x`,
  width: 1365,
  height: 2048,
  caption: '',
  uploadedBy: 'Fiona Family',
  createdAt: '2031-06-07T18:00:00.000Z',
  canDelete: false,
  tags: [],
  held: false,
  canApprove: false,
  takedownAsked: false,
  takedowns: [],
  ...over,
});
const answer = (over: Partial<EventPhotos> = {}): EventPhotos => ({
  photos: [photo(1, { caption: 'Warm-ups' }), photo(2, { uploadedBy: 'Sam Staff' })],
  canAdd: true,
  archived: false,
  canManage: false,
  ...over,
});
const section = { eventId: 'e1', eventName: 'Opening Day', eventDate: '2031-06-07T12:00:00Z' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(read: () => EventPhotos, calls: string[], write = () => json(photo(3), 201)) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const body = init.body instanceof FormData ? init.body : null;
    const sent = body ? [...body.keys()].join(',') : '';
    calls.push(`${init.method ?? 'GET'} ${url}${sent ? ` [${sent}]` : ''}`);
    if (url === '/api/event/e1/photos' && (init.method ?? 'GET') === 'GET') return json(read());
    return write();
  });
}

describe('the event page’s album', () => {
  it('shows the grid; a thumbnail opens the full-screen viewer on that photo', async () => {
    serve(() => answer(), []);
    renderWithApp({ member: testMembers.family, ui: <PhotosSection {...section} /> });
    const grid = await screen.findByRole('list', { name: 'Photos' });
    const cells = within(grid).getAllByRole('button');
    expect(cells.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Photo 1 of 2: Warm-ups, added by Fiona Family',
      'Photo 2 of 2, added by Sam Staff',
    ]);
    expect(grid.querySelector('img')).toHaveAttribute('loading', 'lazy');
    fireEvent.click(cells[1]!);
    const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
    expect(within(viewer).getByText('Added by Sam Staff')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Previous photo' })).toBeInTheDocument();
    // Nobody else's photo offers "Remove" to a member.
    expect(within(viewer).queryByRole('button', { name: 'Remove this photo' })).toBeNull();
  });

  it('uploads the photos chosen, one per call, then shows them (in Spanish)', async () => {
    const calls: string[] = [];
    let data = answer({ photos: [] });
    serve(
      () => data,
      calls,
      () => {
        data = answer({ photos: [photo(3)] });
        return json(photo(3), 201);
      },
    );
    renderWithApp({
      member: testMembers.family,
      ui: <PhotosSection {...section} />,
      language: 'es',
    });
    expect(await screen.findByText('Aún no hay fotos.')).toBeVisible();
    const input = screen.getByLabelText('Añadir fotos');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    const files = [
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_1.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_2.heic', { type: 'image/heic' }),
    ];
    await act(async () => {
      fireEvent.change(input, { target: { files } });
    });
    // The album read again shows the new photo.
    expect(
      await screen.findByRole('button', { name: 'Foto 1 de 1, añadida por Fiona Family' }),
    ).toBeVisible();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([
      'POST /api/event/e1/photos [photo]',
      'POST /api/event/e1/photos [photo]',
    ]);
  });

  it('downloads the album as one zip, named from the event’s title and day', async () => {
    const calls: string[] = [];
    serve(
      () => answer(),
      calls,
      () => new Response(new Blob(['PK']), { status: 200 }),
    );
    const createObjectURL = vi.fn(() => 'blob:album');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let saved: string | undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = this.download;
    });
    renderWithApp({ member: testMembers.family, ui: <PhotosSection {...section} /> });
    fireEvent.click(await screen.findByRole('button', { name: 'Download all' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls).toContain('GET /api/event/e1/photos/zip');
    expect(saved).toBe('Opening Day 2031-06-07.zip');
    click.mockRestore();
  });

  it('offers no download while the album is empty (in Spanish)', async () => {
    serve(() => answer({ photos: [] }), []);
    renderWithApp({
      member: testMembers.family,
      ui: <PhotosSection {...section} />,
      language: 'es',
    });
    expect(await screen.findByText('Aún no hay fotos.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Descargar todas' })).toBeNull();
  });

  it('shows nothing for a past season’s event without photos', async () => {
    const calls: string[] = [];
    serve(() => answer({ photos: [], canAdd: false, archived: true }), calls);
    renderWithApp({ member: testMembers.family, ui: <PhotosSection {...section} /> });
    await vi.waitFor(() => expect(calls).toEqual(['GET /api/event/e1/photos']));
    expect(screen.queryByRole('heading', { name: 'Photos' })).toBeNull();
  });
});

describe('photos held for consent', () => {
  it('marks a held photo on its thumbnail; a manager approves it in the viewer', async () => {
    const calls: string[] = [];
    serve(
      () =>
        answer({
          photos: [
            photo(5, {
              held: true,
              canApprove: true,
              tags: [{ id: 'c1', name: 'Noah Pemberton' }],
              takedowns: [{ by: 'Sam Staff', reason: 'My kid', at: '2031-06-07T18:00:00Z' }],
            }),
          ],
          canManage: true,
        }),
      calls,
      () => new Response(null, { status: 204 }),
    );
    renderWithApp({ member: testMembers.admin, ui: <PhotosSection {...section} /> });
    const cell = await screen.findByRole('button', { name: /^Photo 1 of 1/ });
    expect(within(cell).getByText('Waiting for a manager')).toBeVisible();
    expect(screen.getByText('Photo 1: Sam Staff asks “My kid”')).toBeVisible();
    fireEvent.click(cell);
    const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
    expect(within(viewer).getByText(/With Noah Pemberton/)).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(viewer).getByRole('button', { name: 'Approve' }));
    });
    expect(calls).toContain('POST /api/event-photos/5/approve');
    // The viewer closes, so the confirmation is not under it (the e2e spec reads the toast).
    expect(screen.queryByRole('dialog', { name: 'Photo viewer' })).toBeNull();
  });
});

describe('asking to take a photo down', () => {
  it('asks why in a dialog of the page (no browser prompt), in Spanish, and sends the reason', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if ((init.method ?? 'GET') === 'GET') return json(answer());
      sent.push(`${init.method} ${url} ${String(init.body)}`);
      return new Response(null, { status: 204 });
    });
    const prompt = vi.fn();
    vi.stubGlobal('prompt', prompt);
    renderWithApp({
      member: testMembers.family,
      ui: <PhotosSection {...section} />,
      language: 'es',
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Foto 2 de 2/ }));
    const viewer = await screen.findByRole('dialog', { name: 'Visor de fotos' });
    fireEvent.click(within(viewer).getByRole('button', { name: 'Pedir que la quiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir que quiten esta foto' });
    expect(screen.queryByRole('dialog', { name: 'Visor de fotos' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('¿Por qué deberían quitarla? (opcional)'), {
      target: { value: '  Sale mi hija  ' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar petición' }));
    });
    expect(sent).toEqual(['POST /api/event-photos/2/takedown {"reason":"Sale mi hija"}']);
    expect(prompt).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pedir que quiten esta foto' })).toBeNull(),
    );
  });
});
