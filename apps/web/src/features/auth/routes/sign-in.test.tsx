import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';

type Handler = (body: unknown) => { status: number; body: unknown };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const demoUsers = [
  { email: 'admin@riverhawks.test', name: 'Alex Admin', description: 'Site admin' },
  { email: 'family@riverhawks.test', name: 'Fiona Family', description: 'Family member' },
];

let routes: Record<string, Handler>;
let requests: { url: string; init: RequestInit }[];
const assign = vi.fn();

beforeEach(() => {
  requests = [];
  routes = {
    'GET /idp/interaction/uid-1/details': () => ({ status: 200, body: { demoUsers } }),
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    const handler = routes[`${init.method} ${url}`];
    if (!handler) return json(404, { message: 'not found' });
    const { status, body } = handler(init.body ? JSON.parse(String(init.body)) : undefined);
    return json(status, body);
  });
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, assign, origin: 'http://localhost:3000' },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

async function renderSignIn() {
  const result = renderWithApp({ route: '/idp/interaction/uid-1' });
  await screen.findByRole('heading', { name: 'Sign in to River Hawks' });
  return result;
}

describe('sign-in page', () => {
  it('signs in with an emailed code', async () => {
    routes['POST /idp/interaction/uid-1/email'] = () => ({
      status: 202,
      body: { message: 'If this email belongs to a member, a sign-in code is on its way.' },
    });
    routes['POST /idp/interaction/uid-1/code'] = (body) =>
      (body as { code: string }).code === '123456'
        ? { status: 200, body: { redirectTo: '/idp/auth/uid-1' } }
        : {
            status: 400,
            body: { code: 'invalid_code', message: 'That code is not right or has expired.' },
          };
    const { session } = await renderSignIn();

    const emailInput = screen.getByLabelText('Email');
    expect(emailInput).toHaveAttribute('type', 'email');
    expect(emailInput).toHaveAttribute('autocomplete', 'email');
    fireEvent.change(emailInput, { target: { value: 'family@riverhawks.test' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    });
    expect(
      await screen.findByText(
        'We sent a 6-digit code to family@riverhawks.test if it belongs to a member. It expires in 10 minutes.',
      ),
    ).toBeVisible();
    const emailRequest = requests.find((r) => r.url.endsWith('/email'))!;
    expect(JSON.parse(String(emailRequest.init.body))).toEqual({
      email: 'family@riverhawks.test',
      language: 'en',
    });
    expect((emailRequest.init.headers as Record<string, string>).Authorization).toBeUndefined();

    const codeInput = screen.getByLabelText('Sign-in code');
    expect(codeInput).toHaveAttribute('inputmode', 'numeric');
    expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');

    fireEvent.change(codeInput, { target: { value: '000000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/login');

    fireEvent.change(codeInput, { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/idp/auth/uid-1'));
    expect(session.login).not.toHaveBeenCalled();
  });

  it('goes back to the email step', async () => {
    routes['POST /idp/interaction/uid-1/email'] = () => ({ status: 202, body: { message: 'ok' } });
    await renderSignIn();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.test' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Use a different email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('a@b.test');
    expect(screen.queryByLabelText('Sign-in code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeEnabled();
  });

  it('lists one button per demo user and signs in with one click', async () => {
    routes['POST /idp/interaction/uid-1/demo'] = () => ({
      status: 200,
      body: { redirectTo: '/idp/auth/uid-1' },
    });
    await renderSignIn();
    expect(await screen.findByRole('heading', { name: 'Demo accounts' })).toBeVisible();
    const button = screen.getByRole('button', { name: /admin@riverhawks\.test/ });
    expect(button).toHaveTextContent('Sign in as Alex Admin — admin@riverhawks.test');
    expect(button).toHaveTextContent('Site admin');
    expect(screen.getByRole('button', { name: /family@riverhawks\.test/ })).toHaveTextContent(
      /Sign in as .+ — family@riverhawks\.test/,
    );
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/idp/auth/uid-1'));
    const demoRequest = requests.find((r) => r.url.endsWith('/demo'))!;
    expect(JSON.parse(String(demoRequest.init.body))).toEqual({ email: 'admin@riverhawks.test' });
  });

  it('has no demo section without demo users', async () => {
    routes['GET /idp/interaction/uid-1/details'] = () => ({ status: 200, body: { demoUsers: [] } });
    await renderSignIn();
    await waitFor(() => expect(requests.length).toBe(1));
    expect(screen.queryByRole('heading', { name: 'Demo accounts' })).toBeNull();
  });

  it('offers to start again when the sign-in session has expired', async () => {
    routes['GET /idp/interaction/uid-1/details'] = () => ({
      status: 400,
      body: { code: 'interaction_expired', message: 'This sign-in page has expired.' },
    });
    await renderSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in page has expired. Please start again.',
    );
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('shows a per-email limit with its wait, in the page language', async () => {
    routes['POST /idp/interaction/uid-1/email'] = () => ({ status: 202, body: { message: 'ok' } });
    routes['POST /idp/interaction/uid-1/code'] = (body) => ({
      status: 429,
      body: {
        code: 'sign_in_limited',
        message:
          (body as { language?: string }).language === 'es'
            ? 'Demasiados códigos o intentos fallidos para este correo. Para proteger la cuenta, espera 2 minutos y vuelve a intentarlo.'
            : 'wrong language',
      },
    });
    renderWithApp({ route: '/idp/interaction/uid-1', language: 'es' });
    await screen.findByRole('heading', { name: 'Inicia sesión en River Hawks' });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), {
      target: { value: 'family@riverhawks.test' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envíame un código' }));
    });
    fireEvent.change(await screen.findByLabelText('Código de acceso'), {
      target: { value: '000000' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Para proteger la cuenta, espera 2 minutos y vuelve a intentarlo.',
    );
    const codeRequest = requests.find((r) => r.url.endsWith('/code'))!;
    expect(JSON.parse(String(codeRequest.init.body))).toEqual({
      email: 'family@riverhawks.test',
      code: '000000',
      language: 'es',
    });
  });

  it('shows the per-address limit in the page language', async () => {
    routes['POST /idp/interaction/uid-1/email'] = () => ({
      status: 429,
      body: { code: 'fst_err_rate_limit', message: 'Rate limit exceeded, retry in 10 minutes' },
    });
    await renderSignIn();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.test' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('speaks Spanish', async () => {
    renderWithApp({ route: '/idp/interaction/uid-1', language: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'Inicia sesión en River Hawks' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Envíame un código' })).toBeEnabled();
    expect(await screen.findByRole('button', { name: /Entrar como Alex Admin/ })).toBeVisible();
  });
});
