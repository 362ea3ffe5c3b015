import type { Handler } from '../types';
import { notBuilt } from '../not-built';

export const creditsReportHandler: Handler<'/Reports/Credits'> = notBuilt;
