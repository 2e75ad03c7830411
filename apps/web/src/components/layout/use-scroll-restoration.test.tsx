import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import { useScrollRestoration } from './use-scroll-restoration';

function Pages() {
  useScrollRestoration();
  const { pathname } = useLocation();
  return (
    <main>
      <h1>{pathname}</h1>
      <h2 id="directions">Directions</h2>
    </main>
  );
}

/** The member scrolls the window to `y` (jsdom does not scroll: the position is set by hand). */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

let scrollTo: ReturnType<typeof vi.spyOn>;
let scrollIntoView: ReturnType<typeof vi.fn<(arg?: boolean | ScrollIntoViewOptions) => void>>;
// jsdom has no scrollIntoView: each test gets a spy in its place.
const jsdomScrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');

beforeEach(() => {
  window.sessionStorage.clear();
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  scrollIntoView = vi.fn<(arg?: boolean | ScrollIntoViewOptions) => void>();
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollWindowTo(0);
});

afterEach(() => {
  vi.restoreAllMocks();
  if (jsdomScrollIntoView) {
    Object.defineProperty(Element.prototype, 'scrollIntoView', jsdomScrollIntoView);
  } else {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  }
});

describe('useScrollRestoration', () => {
  it('opens a new page at the top and goes Back to where the last one was left', async () => {
    const { navigate } = renderWithApp({ ui: <Pages />, route: '/events/all' });
    await screen.findByRole('heading', { name: '/events/all' });
    scrollWindowTo(640);

    scrollTo.mockClear();
    await act(() => navigate('/events/e1'));
    await screen.findByRole('heading', { name: '/events/e1' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(90);

    await act(() => navigate(-1));
    await screen.findByRole('heading', { name: '/events/all' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

    await act(() => navigate(1));
    await screen.findByRole('heading', { name: '/events/e1' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 90);
  });

  it('scrolls to the #anchor a link names, and to the top when the page has no such element', async () => {
    const { navigate } = renderWithApp({ ui: <Pages />, route: '/' });
    await screen.findByRole('heading', { name: '/' });

    await act(() => navigate('/venues#directions'));
    await screen.findByRole('heading', { name: '/venues' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(
      screen.getByRole('heading', { name: 'Directions' }),
    );

    scrollTo.mockClear();
    await act(() => navigate('/venues#nowhere%'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps the positions for a reload of the tab and hands scrolling back to the browser', async () => {
    const { navigate, unmount } = renderWithApp({ ui: <Pages />, route: '/content/all' });
    await screen.findByRole('heading', { name: '/content/all' });
    expect(window.history.scrollRestoration).toBe('manual');
    // An entry the app made (the load's first has no key of its own: see the next test).
    await act(() => navigate('/content/c1'));
    scrollWindowTo(300);
    await act(() => navigate('/profile'));
    fireEvent(window, new Event('pagehide'));

    const stored = JSON.parse(window.sessionStorage.getItem('dugout-scroll-positions') ?? '{}');
    expect(Object.values(stored)).toContain(300);
    expect(window.history.scrollRestoration).toBe('auto');
    unmount();
  });

  it('opens a new page load at the top, whatever an earlier load left under the unkeyed entry', async () => {
    // A load's first entry has no key of its own (React Router calls it "default"): the sign-in
    // page left 44 under it, and every later load opened 44 px down, under the sticky header.
    window.sessionStorage.setItem('dugout-scroll-positions', JSON.stringify({ default: 44 }));
    const { unmount } = renderWithApp({ ui: <Pages />, route: '/events/all' });
    await screen.findByRole('heading', { name: '/events/all' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 44);

    scrollWindowTo(200);
    fireEvent(window, new Event('pagehide'));
    const stored = JSON.parse(window.sessionStorage.getItem('dugout-scroll-positions') ?? '{}');
    expect(stored).toEqual({});
    unmount();
  });
});
