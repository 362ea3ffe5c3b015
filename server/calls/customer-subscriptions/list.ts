import type { Handler } from '../types';
import { notBuilt } from '../not-built';

export const customerSubscriptionsHandler: Handler<'/Customer/Subscriptions'> = notBuilt;
