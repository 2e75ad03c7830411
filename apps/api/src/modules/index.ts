import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context';
import { blobRoutes } from './blob/blob.routes';
import { configRoutes } from './config/config.routes';
import { healthRoutes } from './health/health.routes';
import { meRoutes } from './me/me.routes';

export type ModuleRoutes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** Every module's routes, registered in this order under the one auth gate. */
export const modules: ModuleRoutes[] = [healthRoutes, configRoutes, meRoutes, blobRoutes];
