import { describe, expect, it } from 'vitest';
import { minutesLeft, rateLimitRefusal } from './rate-limit-refusal';

describe('a rate limit’s refusal', () => {
  it('says how many minutes to wait, in each language', () => {
    const refusal = rateLimitRefusal(null, { ttl: 90_000 });
    expect(refusal.statusCode).toBe(429);
    expect(refusal.code).toBe('rate_limited');
    expect(refusal.messageIn('en')).toBe('Too many requests. Please try again in 2 minutes.');
    expect(refusal.messageIn('es')).toBe(
      'Demasiadas solicitudes. Vuelve a intentarlo dentro de 2 minutos.',
    );
    expect(rateLimitRefusal(null, { ttl: 5_000 }).messageIn('es')).toBe(
      'Demasiadas solicitudes. Vuelve a intentarlo dentro de 1 minuto.',
    );
  });

  it('rounds the wait up to whole minutes, at least one', () => {
    expect([0, 1, 60_000, 60_001, 600_000].map(minutesLeft)).toEqual([1, 1, 1, 2, 10]);
  });
});
