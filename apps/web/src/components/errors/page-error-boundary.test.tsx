import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import { PageErrorBoundary } from './page-error-boundary';

function BrokenPage(): never {
  throw new Error('The list could not be drawn');
}

/** /broken throws while rendering; any other path draws. */
function Pages() {
  const location = useLocation();
  return (
    <PageErrorBoundary resetKey={location.key}>
      {location.pathname === '/broken' ? <BrokenPage /> : <p>A working page</p>}
    </PageErrorBoundary>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('PageErrorBoundary', () => {
  it('shows the error page in place of a page that throws, and the next page again', async () => {
    // React reports the caught error to the console; the test does not need to see it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { navigate } = renderWithApp({ ui: <Pages />, route: '/broken' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong while showing this page.');
    expect(alert).toHaveTextContent('The list could not be drawn');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeVisible();

    await act(() => navigate('/fine'));
    expect(await screen.findByText('A working page')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error page in Spanish to a Spanish reader', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp({ ui: <Pages />, route: '/broken', language: 'es' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Algo salió mal al mostrar esta página.',
    );
  });
});
