import { stockLinesOf } from '../../../entities/stock-lines.ts';

/** A return order's rows: a product and how much of it goes back, at its price. */
export const wmsReturnOrderDetail = stockLinesOf({ module: 'wms', apiName: 'wmsReturnOrder' }, 'returnOrderId', 'standardPrice');
