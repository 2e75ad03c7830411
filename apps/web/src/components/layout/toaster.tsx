import { Toaster as HotToaster } from 'react-hot-toast';
import { TOAST } from '@dugout/shared';

/**
 * The toast area, its values fixed: top centre, 8 px gutter, 350 px wide at most, 18 px text;
 * 2000 ms for success, 4000 ms for blank, error and custom; loading stays until changed;
 * removed 1 s after dismissal. react-hot-toast keeps at most 20 (its TOAST_LIMIT).
 */
export default function Toaster() {
  return (
    <HotToaster
      position="top-center"
      gutter={TOAST.gutter}
      containerClassName="toast-area"
      toastOptions={{
        removeDelay: TOAST.removeDelay,
        style: {
          maxWidth: `${TOAST.maxWidth}px`,
          fontSize: `${TOAST.fontSize}px`,
          color: '#1f2937',
        },
        blank: { duration: TOAST.duration.blank },
        error: { duration: TOAST.duration.error },
        custom: { duration: TOAST.duration.custom },
        success: { duration: TOAST.duration.success },
        loading: { duration: Infinity },
      }}
    />
  );
}
