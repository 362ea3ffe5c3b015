/**
 * Builds the Fastify app. Plugins in order: config, db, security, auth, realtime, calls,
 * then health and static. Everything external (config, database, mailer, clock) is injected.
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { authenticateToken, type SessionCheck } from './auth/sessions';
import { callsPlugin } from './calls/middleware';
import { appErrorHandler, clientErrorHandler, frameworkErrorHandler } from './http/errors';
import { healthRoutes } from './http/health';
import { registerJsonBodyParser } from './http/json-body';
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
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  // First, so every route and plugin below answers its refusals in the app's envelope.
  app.setErrorHandler(appErrorHandler);
  registerJsonBodyParser(app);

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
  await app.register(shared(callsPlugin));
  await app.register(shared(async (instance) => registerExportRoute(instance, () => instance.database.db, instance.now)));
  await app.register(shared(healthRoutes));
  await app.register(shared(staticPlugin));
  await app.ready();
  return app;
}
