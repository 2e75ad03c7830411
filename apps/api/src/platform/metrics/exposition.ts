import { Registry } from 'prom-client';
import { processRegistry } from './process-metrics';

/** The exposition text: the process's metrics and this server's scrape-time gauges. */
export function exposition(server: Registry): Promise<string> {
  return Registry.merge([processRegistry, server]).metrics();
}

export const EXPOSITION_CONTENT_TYPE = processRegistry.contentType;
