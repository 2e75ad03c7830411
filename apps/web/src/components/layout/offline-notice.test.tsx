import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteWorkerMessage } from '../../lib/offline/offline';
import { OfflineNotice } from './offline-notice';

/**
 * The notice does not follow navigator.onLine alone, which browsers report unreliably (a
 * network without internet reads as online). It follows what the service worker says it served.
 */

const notice = () => screen.queryByRole('status');
const answer = (offline: boolean) =>
  act(() => noteWorkerMessage({ type: 'dugout-answer', offline }));

afterEach(() => {
  answer(false);
  vi.restoreAllMocks();
});

describe('the offline notice', () => {
  it('shows while the answers come from the offline copy, though the browser says online', () => {
    expect(navigator.onLine).toBe(true);
    render(<OfflineNotice />);
    expect(notice()).toBeNull();

    answer(true);
    expect(notice()?.textContent).toContain('You are offline.');
    expect(notice()?.textContent).toContain('as you last saw them');

    answer(false);
    expect(notice()).toBeNull();
  });

  it('ignores messages that are not the worker’s answer notes', () => {
    render(<OfflineNotice />);
    for (const data of [
      null,
      'offline',
      { type: 'other', offline: true },
      { type: 'dugout-answer' },
    ]) {
      act(() => noteWorkerMessage(data));
    }
    expect(notice()).toBeNull();
  });

  it('still shows when the browser says it is offline', () => {
    render(<OfflineNotice />);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(notice()?.textContent).toContain('You are offline.');
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(notice()).toBeNull();
  });

  it('speaks Spanish too', async () => {
    const { i18n } = await import('../../lib/i18n/i18n');
    await act(() => i18n.changeLanguage('es'));
    render(<OfflineNotice />);
    answer(true);
    expect(notice()?.textContent).toContain('Sin conexión.');
  });
});
