import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * Why a save with a new photo failed, as the photo section says it: the server's reason (in the
 * member's language already), or that the upload never got an answer.
 */
export function photoFailureMessage(t: TFunction<'contacts'>, error: Error): string {
  if (error instanceof ApiRequestError && error.status === 0) return t('form.photoNoAnswer');
  const reason = /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
  return t('form.photoNotSaved', { reason });
}
