// negotiator 1.x ships no types (the @types package describes 0.6); this is the part we use.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';
  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The best of `available` the client accepts (q-values, `*`, `identity`), or undefined. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
