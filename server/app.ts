/**
 * Builds the Fastify app. Plugins in order: config, db, file store, security, auth, realtime, calls,
 * file routes (uploads, /files/*), then health and static. Everything external (config, database, mailer, clock) is injected.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
import { registerReportExportRoute } from './reports/export-download';
import { createMailer, type Mailer } from './mail/mailer';
import { createFileStore } from './files/create-file-store';
import type { FileStore } from './files/file-store';
import { fileRoutesPlugin } from './http/file-routes';
import type { Realtime } from './realtime/hub';
import { realtimePlugin } from './realtime/plugin';
import type { PushService } from './push/push-service';
import { pushPlugin } from './push/plugin';
import { pushSchedulerPlugin } from './push/scheduler';
import { renewalSchedulerPlugin } from './subscriptions/renewal-scheduler';
import { restApiPlugin } from './http/rest-api';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    mailer: Mailer;
    now: () => Date;
    realtime: Realtime;
    /** Uploaded files (product images, brand logos): the data directory or an S3-compatible bucket. */
    files: FileStore;
    /** Web Push: the VAPID key and the sender (server/push/). */
    push: PushService;
    /** Resolves a session token to its user (and touches the session). */
    authenticate(token: string): Promise<SessionCheck>;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  mailer?: Mailer;
  /** Default: the one the configuration names (FILE_STORE). */
  fileStore?: FileStore;
  now?: () => Date;
  /** Pass false to silence request logs (tests). */
  logger?: boolean;
}

// Not encapsulated (fastify-plugin), so their decorations and hooks reach the whole app. `decorators` names what a
// plugin needs from the ones before it: registering them out of order fails at startup, not on the first request.
const security = fp(securityPlugin, { name: 'canasta-security', fastify: '5.x', decorators: { fastify: ['config'] } });
const realtime = fp(realtimePlugin, { name: 'canasta-realtime', fastify: '5.x', decorators: { fastify: ['config', 'database', 'now'] } });
const push = fp(pushPlugin, { name: 'canasta-push', fastify: '5.x', decorators: { fastify: ['config', 'database'] } });
const pushScheduler = fp(pushSchedulerPlugin, { name: 'canasta-push-scheduler', fastify: '5.x', decorators: { fastify: ['config', 'database', 'now', 'push'] } });
const renewalScheduler = fp(renewalSchedulerPlugin, { name: 'canasta-renewal-scheduler', fastify: '5.x', decorators: { fastify: ['config', 'database', 'now'] } });
const calls = fp(callsPlugin, { name: 'canasta-calls', fastify: '5.x', decorators: { fastify: ['config', 'database', 'mailer', 'now', 'realtime', 'authenticate', 'files', 'push'] } });
const health = fp(healthRoutes, { name: 'canasta-health', fastify: '5.x', decorators: { fastify: ['database'] } });
const staticFiles = fp(staticPlugin, { name: 'canasta-static', fastify: '5.x', decorators: { fastify: ['config'] } });

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
    fp(async (instance) => {
      instance.decorate('config', config);
      instance.decorate('now', options.now ?? (() => new Date()));
      instance.decorate('database', database);
      instance.decorate('files', options.fileStore ?? (await createFileStore(config.fileStore)));
    }),
  );
  await app.register(security);
  await app.register(
    fp(async (instance) => {
      instance.decorate('mailer', options.mailer ?? createMailer(config, instance.log));
      instance.decorate('authenticate', (token: string) => authenticateToken(database, config, token, instance.now()));
    }),
  );
  await app.register(realtime);
  await app.register(push);
  await app.register(pushScheduler);
  await app.register(renewalScheduler);
  await app.register(calls);
  // Encapsulated: the subscription API's own error and not-found answers stay under its prefix.
  await app.register(restApiPlugin);
  // Encapsulated (no fastify-plugin): @fastify/multipart's content-type parser stays inside the upload routes.
  await app.register(fileRoutesPlugin);
  await app.register(fp(async (instance) => registerExportRoute(instance, () => instance.database.db, instance.now)));
  await app.register(fp(async (instance) => registerReportExportRoute(instance, () => instance.database.db, instance.now)));
  await app.register(health);
  await app.register(staticFiles);
  await app.ready();
  return app;
}
