import type { Handler } from '../types';
import { notBuilt } from '../not-built';

export const lateDeliveriesReportHandler: Handler<'/Reports/LateDeliveries'> = notBuilt;
