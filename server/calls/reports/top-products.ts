import type { Handler } from '../types';
import { notBuilt } from '../not-built';

export const topProductsReportHandler: Handler<'/Reports/TopProducts'> = notBuilt;
