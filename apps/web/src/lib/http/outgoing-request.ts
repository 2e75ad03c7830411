/**
 * The Request the typed client builds, keeping the body as it was serialized (the JSON text, or
 * the FormData itself): a Request holds only a byte stream, and the transport hands the original
 * to fetch or XMLHttpRequest, so that a form is sent with a boundary of the browser's own making.
 */
export class OutgoingRequest extends Request {
  readonly sentBody: BodyInit | null;
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init);
    this.sentBody = init?.body ?? null;
  }
}

/** `accept-language` → `Accept-Language`: the usual spelling of a header's name. */
const usualSpelling = (name: string) => name.replace(/(^|-)([a-z])/g, (m) => m.toUpperCase());

/**
 * The headers as a plain record, as XMLHttpRequest and a fetch stub take them. A form's
 * Content-Type is left out: the browser writes it with the boundary of the body it sends.
 */
export function headerRecord(headers: Headers, body: BodyInit | null): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name === 'content-type' && body instanceof FormData) return;
    record[usualSpelling(name)] = value;
  });
  return record;
}
