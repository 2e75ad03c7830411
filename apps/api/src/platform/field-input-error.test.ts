import { describe, expect, it } from 'vitest';
import { fieldInputError, firstInvalidField, refuseInvalidRequests } from './field-input-error';
import { defineServerCatalog } from './i18n/server-catalog';

const catalog = defineServerCatalog('field-input-error-test', {
  en: {
    invalid: {
      title: 'The title can have at most {{max}} characters.',
      day: 'The day must be a date.',
      other: 'The form could not be read.',
    },
  },
  es: {
    invalid: {
      title: 'El título puede tener como máximo {{max}} caracteres.',
      day: 'El día debe ser una fecha.',
      other: 'No se pudo leer el formulario.',
    },
  },
});

const refusalAt = (instancePath: string) => ({ validation: [{ instancePath }] });
const inputError = fieldInputError(catalog, { title: 120 }, ['day']);

describe('firstInvalidField', () => {
  it('names the top-level field of the first refusal, when it is one of those given', () => {
    expect(firstInvalidField(refusalAt('/title'), ['title', 'day'])).toBe('title');
    expect(firstInvalidField(refusalAt('/day/0'), ['title', 'day'])).toBe('day');
    expect(firstInvalidField(refusalAt('/other'), ['title', 'day'])).toBeNull();
    expect(firstInvalidField(refusalAt(''), ['title'])).toBeNull();
    expect(firstInvalidField({}, ['title'])).toBeNull();
  });
});

describe('fieldInputError', () => {
  it('words a limited field with its limit, in every language, naming the field', () => {
    const error = inputError(refusalAt('/title'));
    expect(error).toMatchObject({ statusCode: 400, code: 'validation_failed', field: 'title' });
    expect(error.messageIn('en')).toBe('The title can have at most 120 characters.');
    expect(error.messageIn('es')).toBe('El título puede tener como máximo 120 caracteres.');
  });

  it('words another field without a limit, and anything else generically', () => {
    expect(inputError(refusalAt('/day')).messageIn('es')).toBe('El día debe ser una fecha.');
    const other = inputError(refusalAt('/unknown'));
    expect(other.field).toBeUndefined();
    expect(other.messageIn('en')).toBe('The form could not be read.');
  });
});

describe('refuseInvalidRequests', () => {
  it('throws the worded refusal of a refused request, and lets a valid one through', () => {
    const assertValid = refuseInvalidRequests(inputError);
    expect(() => assertValid({ validationError: null })).not.toThrow();
    expect(() => assertValid({})).not.toThrow();
    expect(() => assertValid({ validationError: refusalAt('/title') })).toThrow(
      'The title can have at most 120 characters.',
    );
  });
});
