import type { WebObject } from '../../../records/web-object.ts';
import { StockPanel } from './StockPanel.tsx';

/** Stock on the phone: its moves on its detail screen (the quantity is the engine's, kept from them). */
export const wmsStockWeb: WebObject = { panel: StockPanel };
