/**
 * Decorates the app with `push` (push-service.ts) once the database is there: reads or makes the VAPID key pair.
 * On close it waits for pushes still being sent after their request answered (staff alerts).
 */
import type { FastifyInstance } from 'fastify';
import { createPushService } from './push-service';
import { loadVapidIdentity } from './vapid-keys';

export async function pushPlugin(app: FastifyInstance): Promise<void> {
  const identity = await loadVapidIdentity(app.database.db, app.config);
  const push = createPushService(identity, app.config.push.allowLocalEndpoints);
  app.decorate('push', push);
  app.addHook('onClose', async () => {
    await push.idle();
  });
}
