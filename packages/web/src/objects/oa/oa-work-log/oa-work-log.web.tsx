import type { WebObject } from '../../../records/web-object.ts';
import { WorkLogReaders } from './WorkLogReaders.tsx';

/** Work reports on the phone: who of the recipients has read one, on its detail. */
export const oaWorkLogWeb: WebObject = { panel: WorkLogReaders };
