import type { Handler } from '../types';
import { notBuilt } from '../not-built';

export const salesReportHandler: Handler<'/Reports/Sales'> = notBuilt;
