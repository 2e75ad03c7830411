import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export interface OpenApiResponse {
  description: string;
  content?: Record<string, { schema: object }>;
}
export interface OpenApiOperation {
  responses: Record<string, OpenApiResponse>;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, object> };
}

/** Fastify's `/:id` and `/*` as OpenAPI writes them (`/{id}`, `/{*}`). */
export const openApiPath = (url: string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

/** One answer of the API, as app.inject hands it back. */
export interface ContractAnswer {
  method: string;
  /** The route as Fastify registered it (`/api/event/:id`), not the URL called. */
  route: string;
  statusCode: number;
  contentType: string | undefined;
  body: string;
}

const DOCUMENT_ID = 'openapi.json';

/** A JSON pointer into the document, as the fragment of a `$ref` (each token escaped twice). */
const refTo = (...tokens: string[]) =>
  `${DOCUMENT_ID}#/${tokens
    .map((token) => encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1')))
    .join('/')}`;

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .map(
      (e) =>
        `${e.instancePath || '(body)'} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params)}`,
    )
    .join('; ');

/**
 * Checks answers against an OpenAPI 3.1 document: the status must be documented for the route
 * and method (`default` stands only for 5xx: every refusal is listed by its status), the media
 * type must be one the status lists, and the body must match its schema (ajv, JSON Schema
 * 2020-12, formats checked).
 */
export function openApiContract(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // OpenAPI's name for raw bytes: any body is one.
  ajv.addFormat('binary', true);
  ajv.addSchema(doc, DOCUMENT_ID);
  const validators = new Map<string, ValidateFunction>();
  const validator = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  };

  /** Why the answer breaks the contract, or null when it keeps it. */
  function violation(answer: ContractAnswer): string | null {
    const path = openApiPath(answer.route);
    const method = answer.method.toLowerCase();
    const operation = doc.paths[path]?.[method];
    if (!operation) return `${answer.method} ${path} is not in the document`;
    const status = String(answer.statusCode);
    const documented = Object.keys(operation.responses);
    const key =
      status in operation.responses
        ? status
        : answer.statusCode >= 500 && 'default' in operation.responses
          ? 'default'
          : null;
    if (!key) return `status ${status} is not documented (documented: ${documented.join(', ')})`;
    const content = operation.responses[key]!.content;
    const mediaType = answer.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!content) {
      return answer.body === ''
        ? null
        : `status ${status} is documented without a body, but ${mediaType || 'one'} was sent`;
    }
    // The most specific key names the answer's type: `image/png`, else `image/*`, else `*/*`.
    const documentedAs = [mediaType, mediaType.replace(/\/.*$/, '/*'), '*/*'].find(
      (type) => type in content,
    );
    if (!mediaType || !documentedAs) {
      return `answered ${mediaType || 'no content type'}; status ${status} documents ${Object.keys(content).join(', ')}`;
    }
    let value: unknown = answer.body;
    if (/[/+]json$/.test(mediaType)) {
      try {
        value = JSON.parse(answer.body);
      } catch {
        return `the ${mediaType} body is not JSON: ${answer.body.slice(0, 80)}`;
      }
    }
    const validate = validator(
      refTo('paths', path, method, 'responses', key, 'content', documentedAs, 'schema'),
    );
    if (validate(value)) return null;
    return `the body does not match the ${key} schema: ${describeErrors(validate.errors)}`;
  }

  return { violation };
}
