import type { Handler } from '../types';
import { notBuilt } from '../not-built';

export const customerCancelSubscriptionHandler: Handler<'/Customer/CancelSubscription'> = notBuilt;
