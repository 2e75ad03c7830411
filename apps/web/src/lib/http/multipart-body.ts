/**
 * A typed body as multipart form data, the way the API's form routes read it: a file as a file
 * (keeping its name), text as it is, flags and numbers as text, lists and objects as JSON text.
 * For openapi-fetch's `bodySerializer`; a field left undefined or null is not sent.
 */
export function multipartBody(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob || typeof value === 'string') form.append(name, value);
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  return form;
}
