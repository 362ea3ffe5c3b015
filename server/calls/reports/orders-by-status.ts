import type { Handler } from '../types';
import { notBuilt } from '../not-built';

export const ordersByStatusReportHandler: Handler<'/Reports/OrdersByStatus'> = notBuilt;
