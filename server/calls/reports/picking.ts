import type { Handler } from '../types';
import { notBuilt } from '../not-built';

export const pickingReportHandler: Handler<'/Reports/Picking'> = notBuilt;
