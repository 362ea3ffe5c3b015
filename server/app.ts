/**
 * Builds the Fastify app. Plugins in order: config, db, security, auth, realtime, calls,
 * then health and static. Everything external (config, database, mailer, clock) is injected.
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { authenticateToken, type SessionCheck } from './auth/sessions';
import { callsPlugin } from './calls/middleware';
import { INTERNAL_MESSAGE, sendError } from './http/answers';
import { healthRoutes } from './http/health';
import { securityPlugin } from './http/security';
import { staticPlugin } from './http/static';
import { registerExportRoute } from './calls/orders/export-orders';
import { createMailer, type Mailer } from './mail/mailer';
import type { Realtime } from './realtime/hub';
import { realtimePlugin } from './realtime/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    mailer: Mailer;
    now: () => Date;
    realtime: Realtime;
    /** Resolves a session token to its user (and touches the session). */
    authenticate(token: string): Promise<SessionCheck>;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  mailer?: Mailer;
  now?: () => Date;
  /** Pass false to silence request logs (tests). */
  logger?: boolean;
}

/** Registers a plugin without encapsulation, so its decorations reach the whole app. */
function shared(plugin: FastifyPluginAsync): FastifyPluginAsync {
  Object.defineProperty(plugin, Symbol.for('skip-override'), { value: true });
  return plugin;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
  });

  await app.register(
    shared(async (instance) => {
      instance.decorate('config', config);
      instance.decorate('now', options.now ?? (() => new Date()));
    }),
  );
  await app.register(
    shared(async (instance) => {
      instance.decorate('database', database);
    }),
  );
  await app.register(shared(securityPlugin));
  await app.register(
    shared(async (instance) => {
      instance.decorate('mailer', options.mailer ?? createMailer(config, instance.log));
      instance.decorate('authenticate', (token: string) => authenticateToken(database, config, token, instance.now()));
    }),
  );
  await app.register(shared(realtimePlugin));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(reply, 'BODY_TOO_LARGE', 'La petición es demasiado grande: el máximo es 1 MiB.');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendError(reply, 'BAD_JSON', 'La petición no es JSON válido.');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(reply, 'BAD_REQUEST', 'La petición está vacía.');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(reply, 'BAD_REQUEST', 'Envía la petición como application/json.');
      default:
        if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
          return sendError(reply, 'BAD_REQUEST', 'La petición no es válida.');
        }
        request.log.error({ err: error }, 'request failed');
        return sendError(reply, 'INTERNAL', INTERNAL_MESSAGE);
    }
  });

  await app.register(shared(callsPlugin));
  await app.register(shared(async (instance) => registerExportRoute(instance, () => instance.database.db, instance.now)));
  await app.register(shared(healthRoutes));
  await app.register(shared(staticPlugin));
  await app.ready();
  return app;
}
