import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { RealtimeHub } from './hub';

export const REALTIME_URL = '/api/realtime';

/** `GET /api/realtime` (WebSocket) and `app.realtime`. */
export async function realtimePlugin(app: FastifyInstance): Promise<void> {
  const hub = new RealtimeHub(app.database, app.config, app.now, app.log);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await hub.start();
  app.decorate('realtime', hub);
  app.addHook('onClose', async () => hub.stop());
  app.get(REALTIME_URL, { websocket: true }, (socket) => hub.accept(socket));
}
