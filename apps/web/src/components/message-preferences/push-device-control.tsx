import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/use-api';
import { messagePreferencesKeys } from './message-preferences-api';
import { disablePush, enablePush, pushDeviceState, type PushDeviceState } from './push-device';

/**
 * "Notifications on this device": its state (on, off, blocked by the browser, not
 * supported) and Enable/Disable. Enabling makes push the default for every kind of message, so
 * the grid above is reloaded.
 */
export function PushDeviceControl() {
  const { t } = useTranslation('messagePreferences');
  const api = useApi();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushDeviceState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    pushDeviceState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const run = async (
    action: typeof enablePush,
    failure: 'device.enableFailed' | 'device.disableFailed',
  ) => {
    setBusy(true);
    try {
      setState(await action(api));
    } catch {
      toast.error(t(failure));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: messagePreferencesKeys.mine });
    }
  };

  if (state === null) return null;
  return (
    <div
      className={`push-device push-device--${state}`}
      role="group"
      aria-labelledby="push-device-title"
    >
      <h3 id="push-device-title">{t('device.title')}</h3>
      <p aria-live="polite">{t(`device.${state}`)}</p>
      {state === 'off' ? (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void run(enablePush, 'device.enableFailed')}
        >
          {t('device.enable')}
        </button>
      ) : null}
      {state === 'on' ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(disablePush, 'device.disableFailed')}
        >
          {t('device.disable')}
        </button>
      ) : null}
    </div>
  );
}
