import type { BaseSyntheticEvent } from 'react';

/**
 * A `<form onSubmit>` handler from react-hook-form's `handleSubmit(save)`. Its promise rejects
 * only when `save` itself throws (what the server refuses is the mutation's to show), so a
 * rejection is a bug: logged like the app's other unexpected errors.
 */
export function formSubmit(
  submit: (event?: BaseSyntheticEvent) => Promise<void>,
): (event: BaseSyntheticEvent) => void {
  return (event) => {
    submit(event).catch((err: unknown) => console.error('The form could not be submitted', err));
  };
}
