import { useEffect, type RefObject } from 'react';

/**
 * Why a save was refused, and where: `field` names the part of the form at fault (the server's
 * `field`, e.g. 'emailList', or the form's own check); 'form' when no field is named.
 */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The part of the form each refusal belongs to (the payload's name → data-field). */
const PLACES: Record<string, string> = {
  name: 'name',
  date: 'date',
  endDate: 'endDate',
  emailList: 'recipients',
  notify: 'recipients',
  allowedAffiliations: 'audience',
  reminders: 'reminders',
  opponent: 'opponent',
  repeat: 'repeat',
  teams: 'teams',
};

/** Where a problem is shown: its field's place, or the notice at the top of the form. */
export const placeOf = (problem: FieldProblem | null): string | null =>
  problem ? (PLACES[problem.field] ?? 'form') : null;

/** The message of `problem` if it belongs at `place`. */
export const problemAt = (problem: FieldProblem | null, place: string): string | null =>
  placeOf(problem) === place ? problem!.message : null;

/** A refusal beside its field, announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * Each new problem brings its place into view and focuses its first control (the place itself
 * when it has none): on a long form the reason is where the admin is, not off screen.
 */
export function useShowProblem(
  form: RefObject<HTMLFormElement | null>,
  problem: FieldProblem | null,
) {
  useEffect(() => {
    const place = placeOf(problem);
    if (!place || !form.current) return;
    const where = form.current.querySelector<HTMLElement>(`[data-field="${place}"]`);
    if (!where) return;
    where.scrollIntoView?.({ block: 'center' });
    const control = where.querySelector<HTMLElement>(
      'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])',
    );
    if (control) control.focus({ preventScroll: true });
    else {
      where.tabIndex = -1;
      where.focus({ preventScroll: true });
    }
  }, [form, problem]);
}
