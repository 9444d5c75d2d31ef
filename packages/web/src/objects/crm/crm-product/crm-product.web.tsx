import type { WebObject } from '../../../records/web-object.ts';
import { ProductStockPanel } from './ProductStockPanel.tsx';

/** Products on the phone: the stock of each warehouse on the detail of a product whose stock is kept. */
export const crmProductWeb: WebObject = { panel: ProductStockPanel };
