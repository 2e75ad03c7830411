import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client';
import { familyCardFixture } from '../../testing/contact-fixture';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { createContact } from './api/create-contact';
import { updateContact } from './api/update-contact';

// The cropper needs a canvas; here it hands back a small JPEG at once, or fails to draw.
vi.mock('./components/photo-cropper', () => ({
  PhotoCropper: ({
    onDone,
    onFailed,
  }: {
    onDone: (jpeg: string) => void;
    onFailed: () => void;
  }) => (
    <>
      <button type="button" onClick={() => onDone('data:image/jpeg;base64,/9j/AAAA')}>
        Use cropped photo
      </button>
      <button type="button" onClick={onFailed}>
        Fail to draw
      </button>
    </>
  ),
}));

const ID = 'c-fiona';
const member = { ...testMembers.family, id: ID };
const fiona = familyCardFixture({ id: ID });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let release: () => void = () => {};
let puts = 0;
const createObjectURL = vi.fn(() => 'blob:picked');

beforeEach(() => {
  puts = 0;
  createObjectURL.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'GET' && url === `/api/contact/${ID}`) return json(fiona);
    if (init.method === 'PUT' && url === `/api/contact/update/${ID}`) {
      puts += 1;
      await new Promise<void>((r) => (release = r));
      return json({ ...fiona, profileImageURL: 'https://files.test/p.jpg' });
    }
    return json([]);
  });
});
afterEach(() => vi.unstubAllGlobals());

/** A picked file of `size` bytes (the bytes themselves are never read for a refusal). */
function picked(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openForm(language: 'en' | 'es' = 'en') {
  renderWithApp({ member, route: `/contacts/edit/${ID}`, language });
  return screen.findByTestId('photo-input');
}

describe('the profile photo', () => {
  it.each([
    [
      'a type it does not take',
      picked('IMG_0042.heic', 'image/heic', 2_000_000),
      '“IMG_0042.heic” is not a photo the portal takes. Choose a JPEG, PNG, WebP file.',
    ],
    [
      'a file over the limit',
      picked('huge.jpg', 'image/jpeg', 25 * 1024 * 1024),
      '“huge.jpg” is 25 MB, larger than the 20 MB limit. Choose a smaller photo.',
    ],
    [
      'an empty file',
      picked('blank.png', 'image/png', 0),
      '“blank.png” is empty. Choose another photo.',
    ],
  ])(
    'refuses %s at once, with one specific message, reading and sending nothing',
    async (_n, file, message) => {
      const input = await openForm();
      fireEvent.change(input, { target: { files: [file] } });
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(createObjectURL).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Use cropped photo' })).toBeNull();
      expect(puts).toBe(0);
    },
  );

  it('says the file is no image when the cropper cannot draw it, and closes the cropper', async () => {
    const input = await openForm();
    fireEvent.change(input, { target: { files: [picked('fake.jpg', 'image/jpeg', 3_000)] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Fail to draw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That file could not be read as an image.',
    );
    expect(screen.queryByRole('button', { name: 'Use cropped photo' })).toBeNull();
    expect(puts).toBe(0);
  });

  it('says so in Spanish', async () => {
    const input = await openForm('es');
    fireEvent.change(input, {
      target: { files: [picked('huge.jpg', 'image/jpeg', 25 * 1024 * 1024)] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '«huge.jpg» pesa 25 MB, más que el límite de 20 MB. Elige una foto más pequeña.',
    );
  });

  it('takes a good photo after a refused one, and shows the upload as a percentage while saving', async () => {
    const input = await openForm();
    fireEvent.change(input, { target: { files: [picked('notes.txt', 'text/plain', 10)] } });
    await screen.findByRole('alert');
    fireEvent.change(screen.getByTestId('photo-input'), {
      target: { files: [picked('me.jpg', 'image/jpeg', 3_000_000)] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Use cropped photo' }));
    // The stale refusal is gone once a good photo is chosen.
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    const bar = await screen.findByRole('progressbar', { name: 'Uploading the photo' });
    expect(bar).toHaveAttribute('value', '0');
    expect(screen.getByText('Uploading… 0%')).toBeVisible();
    expect(puts).toBe(1);
    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('asks the API client for upload progress on save, with or without If-Match', async () => {
    const calls: { method: string; path: string; init: unknown }[] = [];
    const answer = { data: fiona, error: null, status: 200, etag: '"v2"' };
    const api = {
      PUT: async (path: string, init: unknown) => {
        calls.push({ method: 'PUT', path, init });
        return answer;
      },
      POST: async (path: string, init: unknown) => {
        calls.push({ method: 'POST', path, init });
        return answer;
      },
    } as unknown as ApiClient;
    const onUploadProgress = () => undefined;
    await updateContact(api, ID, { firstName: 'Fiona' }, '"v1"', onUploadProgress);
    await createContact(api, { firstName: 'A', lastName: 'B' }, onUploadProgress);
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/contact/update/{id}',
        init: {
          params: { path: { id: ID } },
          body: { firstName: 'Fiona' },
          headers: { 'If-Match': '"v1"' },
          onUploadProgress,
        },
      },
      {
        method: 'POST',
        path: '/api/contact/create',
        init: { body: { firstName: 'A', lastName: 'B' }, onUploadProgress },
      },
    ]);
  });
});
