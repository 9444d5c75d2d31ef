import type { WebObject } from '../../../records/web-object.ts';
import { BomExpansionPanel } from './BomExpansionPanel.tsx';

/** Bills of materials on the phone: the multi-level expansion, with what each component takes and costs, on the detail screen. */
export const mesBomWeb: WebObject = { panel: BomExpansionPanel };
