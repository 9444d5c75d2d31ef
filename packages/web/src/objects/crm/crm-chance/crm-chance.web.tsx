import type { WebObject } from '../../../records/web-object.ts';
import { ChanceStagesPanel } from './ChanceStagesPanel.tsx';

/** Opportunities on the phone: the stages panel of the detail screen (its process's stages and the current stage's tasks). */
export const crmChanceWeb: WebObject = {
  panel: ChanceStagesPanel,
};
