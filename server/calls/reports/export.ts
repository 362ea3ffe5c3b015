import type { Handler } from '../types';
import { notBuilt } from '../not-built';

export const reportExportHandler: Handler<'/Reports/Export'> = notBuilt;
