import type { WebObject } from '../../../records/web-object.ts';
import { CompletionPanel } from './CompletionPanel.tsx';

/** Sales targets on the phone: each month of the target against what was won or received, on its detail screen. */
export const crmObjectiveWeb: WebObject = { panel: CompletionPanel };
