import type { Middleware } from 'openapi-fetch';

export type TokenGetter = () => Promise<string | null | undefined>;

/**
 * The member's access token as `Authorization: Bearer`. A token that cannot be had is logged and
 * the call goes on without one: the server answers it with its own 401.
 */
export function bearerToken(getToken: TokenGetter): Middleware {
  return {
    async onRequest({ request }) {
      let token: string | null | undefined = null;
      try {
        token = await getToken();
      } catch (error) {
        console.error('Could not get an access token', error);
      }
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
    },
  };
}

/**
 * JSON answers, in the UI's language: asked at each call, so that the server's refusals come in
 * the language the member reads (not the browser's), and a switch applies to the next request.
 */
export function answerLanguage(getLanguage?: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
      const language = getLanguage?.();
      if (language) request.headers.set('Accept-Language', language);
    },
  };
}
