import type { FastifyInstance } from 'fastify';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    const database = app.database.kind;
    try {
      await app.database.query('SELECT 1');
      return reply.code(200).header('Cache-Control', 'no-store').send({ ok: true, database });
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).header('Cache-Control', 'no-store').send({ ok: false, database });
    }
  });
}
