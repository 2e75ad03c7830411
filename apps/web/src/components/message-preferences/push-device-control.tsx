import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client';
import { useApi } from '../../lib/use-api';
import '../ui/ui.css';
import { messagePreferencesKeys } from './message-preferences-api';
import { disablePush, enablePush, pushDeviceState, type PushDeviceState } from './push-device';

type Busy = 'enabling' | 'disabling';
/** Why the last press did not turn notifications on (or off), shown until the next one. */
type Problem =
  { kind: 'dismissed' | 'enableFailed' | 'disableFailed' } | { kind: 'refused'; reason: string };

/** A refusal the server explained (4xx, in the member's language) is worth showing as is. */
function enableProblem(error: unknown): Problem {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500
    ? { kind: 'refused', reason: error.message }
    : { kind: 'enableFailed' };
}

/**
 * "Notifications on this device": its state (on, off, blocked by the browser, not supported,
 * or the Home Screen steps on iPhone and iPad) and Enable/Disable. The prompt and the
 * subscription can take seconds, so the control says it is working and then how it went.
 * Enabling makes push the default for every kind of message, so the grid above is reloaded.
 */
export function PushDeviceControl() {
  const { t } = useTranslation('messagePreferences');
  const api = useApi();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushDeviceState | null>(null);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    let live = true;
    pushDeviceState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const enable = async () => {
    setBusy('enabling');
    setProblem(null);
    try {
      const outcome = await enablePush(api);
      if (outcome === 'dismissed') setProblem({ kind: 'dismissed' });
      else setState(outcome);
    } catch (error) {
      setProblem(enableProblem(error));
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: messagePreferencesKeys.mine });
    }
  };

  const disable = async () => {
    setBusy('disabling');
    setProblem(null);
    try {
      setState(await disablePush(api));
    } catch {
      setProblem({ kind: 'disableFailed' });
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: messagePreferencesKeys.mine });
    }
  };

  if (state === null) return null;
  return (
    <div
      className={`push-device push-device--${state}`}
      role="group"
      aria-labelledby="push-device-title"
      aria-busy={busy !== null}
    >
      <h3 id="push-device-title">{t('device.title')}</h3>
      {state === 'ios-home-screen' ? (
        <p className="push-device__steps">{t('device.iosHomeScreen')}</p>
      ) : (
        <p role="status" className="push-device__status">
          {/* The spinner's look, without a second live region inside this one. */}
          {busy ? (
            <span className="spinner spinner--sm" aria-hidden="true">
              <span className="spinner__ring" />
            </span>
          ) : null}
          {t(`device.${busy ?? state}`)}
        </p>
      )}
      {problem ? (
        <p role="alert" className="push-device__problem">
          {problem.kind === 'refused'
            ? t('device.refused', { reason: problem.reason })
            : t(`device.${problem.kind}`)}
        </p>
      ) : null}
      {state === 'off' ? (
        <button
          type="button"
          className="button button--primary"
          disabled={busy !== null}
          onClick={() => void enable()}
        >
          {t('device.enable')}
        </button>
      ) : null}
      {state === 'on' ? (
        <button
          type="button"
          className="button"
          disabled={busy !== null}
          onClick={() => void disable()}
        >
          {t('device.disable')}
        </button>
      ) : null}
    </div>
  );
}
