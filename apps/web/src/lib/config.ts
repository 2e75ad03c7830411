import { createContext, useContext } from 'react';
import type { PublicConfig } from '@dugout/shared';

export const ConfigContext = createContext<PublicConfig | null>(null);

/** The run-time configuration from `GET /api/config`, validated at start-up. */
export function useConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside the app providers');
  return config;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Fetches and validates the public configuration; throws a ConfigError listing what is wrong. */
export async function fetchPublicConfig(doFetch: typeof fetch = fetch): Promise<PublicConfig> {
  let response: Response;
  try {
    response = await doFetch('/api/config', { headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    throw new ConfigError(`GET /api/config: ${response.status} ${response.statusText}`.trim());
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigError('GET /api/config did not return JSON');
  }
  const problems = configProblems(body);
  if (problems.length) {
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return body as PublicConfig;
}

/**
 * The shape of publicConfigSchema (@dugout/shared), checked by hand: zod would put ~50 KB
 * (gzipped) into the first load for this one check, and the start-up budget is 150 KB.
 */
const CONFIG_SHAPE = {
  teamName: 'string',
  auth: {
    mode: ['embedded', 'auth0'],
    domain: 'string',
    clientId: 'string',
    audience: 'string',
    permissionsClaim: 'string',
    memberIdClaim: 'string',
  },
  demo: 'boolean',
  links: {
    termsOfService: 'string',
    privacyPolicy: 'string',
    contactEmail: 'string',
    playerUrlTemplate: 'string',
  },
} as const;
type Shape = 'string' | 'boolean' | readonly string[] | { readonly [key: string]: Shape };

function configProblems(value: unknown, shape: Shape = CONFIG_SHAPE, at = ''): string[] {
  const where = at || '(root)';
  if (typeof shape === 'string') {
    return typeof value === shape ? [] : [`${where}: expected ${shape}`];
  }
  if (Array.isArray(shape)) {
    return shape.includes(value as string) ? [] : [`${where}: expected one of ${shape.join(', ')}`];
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [`${where}: expected object`];
  }
  return Object.entries(shape as Record<string, Shape>).flatMap(([key, inner]) =>
    configProblems((value as Record<string, unknown>)[key], inner, at ? `${at}.${key}` : key),
  );
}
