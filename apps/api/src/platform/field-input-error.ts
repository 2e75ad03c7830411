import type { LocaleTree } from '@dugout/shared';
import { localizedError, type AppError } from './errors';
import type { MessageKey, ServerCatalog } from './i18n/server-catalog';

/** What Fastify attaches to a request its schema refused (`attachValidation`). */
export interface SchemaRefusal {
  validation?: readonly { instancePath?: string }[];
}

/**
 * The top-level field a refused request is about, when it is one of `fields`: routes that word
 * their own validation messages per field read it from the schema's error.
 */
export function firstInvalidField<F extends string>(
  error: SchemaRefusal,
  fields: readonly F[],
): F | null {
  const path = error.validation?.[0]?.instancePath ?? '';
  const first = path.replace(/^\//, '').split('/')[0] ?? '';
  return (fields as readonly string[]).includes(first) ? (first as F) : null;
}

/** The fields a catalog words a refusal of: the `<field>` of each of its `invalid.<field>` texts. */
type InvalidFieldOf<T> =
  MessageKey<T> extends infer Key ? (Key extends `invalid.${infer Field}` ? Field : never) : never;

/**
 * Words a request the route's schema refused in the reader's language, naming the field it is
 * about (the schema's own wording is English and generic): the catalog's `invalid.<field>`, given
 * `{{max}}` for a field with a length limit, or `invalid.other` for anything else.
 */
export function fieldInputError<
  T extends LocaleTree,
  Limited extends InvalidFieldOf<T>,
  Other extends InvalidFieldOf<T>,
>(
  catalog: ServerCatalog<T>,
  limits: Readonly<Record<Limited, number>>,
  otherFields: readonly Other[],
): (refusal: SchemaRefusal) => AppError {
  const limited = Object.keys(limits) as Limited[];
  const fields: string[] = [...limited, ...otherFields];
  return (refusal) => {
    const field = firstInvalidField(refusal, fields);
    return localizedError(
      400,
      'validation_failed',
      (language) => {
        // The keys are the catalog's, checked where the fields are named.
        const t = catalog.in(language) as (key: string, variables?: { max: number }) => string;
        if (field === null) return t('invalid.other');
        const max = limits[field as Limited];
        return t(`invalid.${field}`, max === undefined ? undefined : { max });
      },
      field ?? undefined,
    );
  };
}

/**
 * The check a route that takes `attachValidation` runs first: a request its schema refused is
 * answered with `inputError`'s refusal rather than the generic one.
 */
export function refuseInvalidRequests(inputError: (refusal: SchemaRefusal) => AppError) {
  return (request: { validationError?: SchemaRefusal | null }): void => {
    if (request.validationError) throw inputError(request.validationError);
  };
}

/**
 * `refuseInvalidRequests` for a route whose catalog words its body only: a malformed address
 * (`:id`) is answered as on every route (errors.ts: "Invalid params field 'id': …", in the
 * reader's language), not as one of the body's fields.
 */
export function refuseInvalidBodies(inputError: (refusal: SchemaRefusal) => AppError) {
  return (request: {
    validationError?: (SchemaRefusal & { validationContext?: string }) | null;
  }): void => {
    const refusal = request.validationError;
    if (!refusal) return;
    if (refusal.validationContext === 'params') throw refusal;
    throw inputError(refusal);
  };
}
