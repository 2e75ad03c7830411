import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

/**
 * The calls a module's API test makes as a demo role or a contact: `call(who, method, url,
 * payload, language)` with the language asked for, and the status and message of an answer.
 */
export function apiCalls(t: TestApp) {
  return {
    call: (who: string, method: string, url: string, payload?: object, language = 'en') =>
      t.injectAs(who, {
        method: method as 'GET',
        url,
        headers: { 'accept-language': language },
        ...(payload ? { payload } : {}),
      }),
    status: (res: LightMyRequestResponse) => res.statusCode,
    message: (res: LightMyRequestResponse) => res.json<{ message: string }>().message,
  };
}
