import type { FastifyBaseLogger } from 'fastify';
import type { CallData, CallParsedRequest, CallPath } from '../../contract/calls';
import type { AppConfig } from '../config';
import type { AppDb, Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { FileStore } from '../files/file-store';
import type { Realtime } from '../realtime/hub';
import type { AuthUser } from '../auth/auth-user';
import type { PushService } from '../push/push-service';
import { CallError } from '../errors/call-error';

export interface CallContext {
  database: Database;
  db: AppDb;
  /** Null only for public calls made without a session. */
  user: AuthUser | null;
  ip: string;
  now: () => Date;
  log: FastifyBaseLogger;
  config: AppConfig;
  realtime: Realtime;
  mailer: Mailer;
  /** Uploaded files (product images, brand logos). */
  files: FileStore;
  /** Web Push (server/push/): a CallContext is a PushContext for `deliverToUsers`. */
  push: PushService;
}

export interface CallResult<P extends CallPath> {
  data: CallData<P>;
  mensaje?: string;
}

export type Handler<P extends CallPath> = (input: CallParsedRequest<P>, ctx: CallContext) => Promise<CallResult<P>>;

/** The caller of a session call; the middleware has already checked it, this narrows the type. */
export function sessionUser(ctx: CallContext): AuthUser {
  if (!ctx.user) throw new CallError('NOT_AUTHENTICATED', 'Inicia sesión para continuar.');
  return ctx.user;
}
