import type { Handler } from '../types';
import { notBuilt } from '../not-built';

export const promotionsReportHandler: Handler<'/Reports/Promotions'> = notBuilt;
