import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_IMAGE_MAX_BASE64_CHARS } from '@dugout/shared';
import { FakeXhr } from '../../testing/fake-xhr';
import { familyCardFixture } from '../../testing/contact-fixture';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/*
 * The page's own fetch is this stub from the start: the API client sends a save that follows its
 * upload's progress through XMLHttpRequest only when fetch is still the page's own (a stub put in
 * later is taken for a test that wants fetch). Loads come here; the save goes to FakeXhr.
 */
const page = vi.hoisted(() => {
  const state = { answer: (_url: string): Response => new Response(null, { status: 404 }) };
  globalThis.fetch = (async (url: string) => state.answer(url)) as typeof fetch;
  return state;
});

// The cropper needs a canvas; here it hands back `cropped.jpeg` at once.
const cropped = vi.hoisted(() => ({ jpeg: '' }));
vi.mock('./components/photo-cropper', () => ({
  PhotoCropper: ({ onDone }: { onDone: (jpeg: string) => void }) => (
    <button type="button" onClick={() => onDone(cropped.jpeg)}>
      Use cropped photo
    </button>
  ),
}));

const ID = 'c-fiona';
const OLD_PHOTO = 'https://files.test/avatars/fiona-old.jpg';
const member = { ...testMembers.family, id: ID };
const fiona = familyCardFixture({ id: ID, profileImageURL: OLD_PHOTO });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  cropped.jpeg = 'data:image/jpeg;base64,/9j/AAAA';
  page.answer = (url) => (url === `/api/contact/${ID}` ? json(fiona) : json([]));
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:picked', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

/** Opens Fiona's form, picks and crops a photo, and presses Save. */
async function saveWithNewPhoto(language: 'en' | 'es' = 'en') {
  renderWithApp({ member, route: `/contacts/edit/${ID}`, language });
  const file = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: 3_000_000 });
  fireEvent.change(await screen.findByTestId('photo-input'), { target: { files: [file] } });
  fireEvent.click(await screen.findByRole('button', { name: 'Use cropped photo' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: language === 'es' ? 'Guardar' : 'Save' }));
  });
}

/** The save the page sent, once it has opened it. */
async function sentSave(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.last?.url).toBe(`/api/contact/update/${ID}`));
  return FakeXhr.last!;
}

const shownPhoto = () => document.querySelector<HTMLImageElement>('img.contact-avatar')?.src;

describe('uploading the profile photo', () => {
  it.each([
    ['en', 'Uploading the photo', 'Uploading… 42%'],
    ['es', 'Subiendo la foto', 'Subiendo… 42 %'],
  ] as const)(
    'shows how much has gone up, announced politely (%s)',
    async (language, label, text) => {
      await saveWithNewPhoto(language);
      const xhr = await sentSave();
      expect(xhr.method).toBe('PUT');
      expect(JSON.parse(String(xhr.body))).toMatchObject({ newProfileImgBase64: cropped.jpeg });
      act(() => xhr.progress(420, 1000));
      const bar = await screen.findByRole('progressbar', { name: label });
      await waitFor(() => expect(bar).toHaveAttribute('value', '42'));
      const status = screen.getByText(text);
      expect(status).toHaveAttribute('aria-live', 'polite');
      await act(async () => xhr.answer(200, { ...fiona, profileImageURL: OLD_PHOTO }));
      await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    },
  );

  it('refuses a cropped photo over the limit the API enforces, naming it, sending nothing', async () => {
    cropped.jpeg = `data:image/jpeg;base64,${'A'.repeat(PROFILE_IMAGE_MAX_BASE64_CHARS)}`;
    await saveWithNewPhoto('es');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La foto puede tener como máximo 5 MB',
    );
    expect(FakeXhr.last).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keeps the current photo when the server refuses the new one, and says why', async () => {
    await saveWithNewPhoto();
    const xhr = await sentSave();
    await act(async () =>
      xhr.answer(400, {
        message: 'The photo is not an image (JPEG or PNG expected)',
        code: 'bad_request',
        field: 'newProfileImgBase64',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new photo was not saved, and the current one stays. The photo is not an image (JPEG or PNG expected).',
    );
    expect(shownPhoto()).toBe(OLD_PHOTO);
    expect(screen.queryByRole('img', { name: /new photo/i })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Said once, beside the photo: no toast repeats it.
    expect(screen.queryByText(/Contact update failed/)).toBeNull();
  });

  it('keeps the current photo when the upload gets no answer, and says so in Spanish', async () => {
    await saveWithNewPhoto('es');
    const xhr = await sentSave();
    await act(async () => xhr.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La foto nueva no llegó al servidor y se queda la actual. Revisa la conexión y vuelve a elegir la foto.',
    );
    expect(shownPhoto()).toBe(OLD_PHOTO);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });
});
