import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_MAX_BYTES_DEFAULT, contentFileRefusal } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/**
 * A file is checked (type, size) before anything is sent, by the rule the API
 * uses; each refusal is one specific message; the stale 'Choose a file to upload.' goes once a
 * valid file is chosen.
 */
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi() {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') sent.push(`${method} ${url}`);
    if (url === '/api/content/getall') return json({ content: [], backgrounds: [] });
    if (url === '/api/contact/getall') return json([]);
    if (url === '/api/contact/affiliations') return json([]);
    if (method === 'POST' && url === '/api/content/new') {
      const message = "The file's content is not a valid .pdf file";
      return json({ data: null, error: message, message, code: 'file_content_mismatch' }, 415);
    }
    return json({ message: `unexpected ${method} ${url}` }, 404);
  });
  return sent;
}

function sized(name: string, bytes: number, type = 'application/pdf') {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shared upload rule', () => {
  it('refuses an unlisted type, an empty file and one over the limit; accepts videos', () => {
    const max = CONTENT_MAX_BYTES_DEFAULT;
    expect(contentFileRefusal({ name: 'notes.txt', size: 10 }, max)).toMatchObject({
      reason: 'type',
      ext: 'txt',
    });
    expect(contentFileRefusal({ name: 'a.pdf', size: 0 }, max)).toEqual({ reason: 'empty' });
    expect(contentFileRefusal({ name: 'a.pdf', size: 30 * 1024 * 1024 }, max)).toEqual({
      reason: 'size',
      maxBytes: max,
      maxMb: '25 MB',
    });
    expect(contentFileRefusal({ name: 'Game 3.MP4', size: 10 }, max)).toBeNull();
    expect(contentFileRefusal({ name: 'clip.webm', size: 10 }, max)).toBeNull();
    expect(contentFileRefusal({ name: 'a.pdf', size: max }, max)).toBeNull();
  });
});

describe('content form uploads', () => {
  it('refuses a .txt and a 30 MB file before sending, with one specific message each', async () => {
    const sent = stubApi();
    renderWithApp({ member: testMembers.admin, route: '/content/new' });
    const input = await screen.findByLabelText('File');

    fireEvent.change(input, { target: { files: [sized('notes.txt', 20, 'text/plain')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /“notes\.txt” cannot be added: this type of file is not accepted\. Allowed: \.pdf/,
    );

    fireEvent.change(screen.getByLabelText('File'), {
      target: { files: [sized('season.pdf', 30 * 1024 * 1024)] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“season.pdf” is 30 MB, larger than the 25 MB limit. Choose a smaller file.',
    );
    // The refused file is not kept: submitting asks for a file, and nothing was sent.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file to upload.');
    expect(sent).toEqual([]);
    expect(screen.queryByText('there was an issue!')).toBeNull();
  });

  it('clears "Choose a file to upload." once a valid file is chosen', async () => {
    stubApi();
    renderWithApp({ member: testMembers.admin, route: '/content/new' });
    await screen.findByLabelText('File');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    });
    expect(await screen.findByText('Choose a file to upload.')).toBeVisible();
    fireEvent.change(screen.getByLabelText('File'), {
      target: { files: [sized('schedule.pdf', 2048)] },
    });
    await waitFor(() => expect(screen.queryByText('Choose a file to upload.')).toBeNull());
    expect(screen.getByLabelText('Description')).toHaveValue('schedule.pdf');
  });

  it("shows the server's refusal once, without the generic toast", async () => {
    const sent = stubApi();
    renderWithApp({ member: testMembers.admin, route: '/content/new' });
    await screen.findByLabelText('File');
    fireEvent.change(screen.getByLabelText('File'), {
      target: { files: [sized('fake.pdf', 2048)] },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    });
    expect(await screen.findByText("The file's content is not a valid .pdf file")).toBeVisible();
    expect(sent).toEqual(['POST /api/content/new']);
    expect(screen.queryByText('there was an issue!')).toBeNull();
  });
});
