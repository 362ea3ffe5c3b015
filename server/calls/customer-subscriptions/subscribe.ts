import type { Handler } from '../types';
import { notBuilt } from '../not-built';

export const customerSubscribeHandler: Handler<'/Customer/Subscribe'> = notBuilt;
