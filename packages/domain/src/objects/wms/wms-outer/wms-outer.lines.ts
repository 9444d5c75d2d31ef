import { stockLinesOf } from '../../../entities/stock-lines.ts';

/** A stock-out's rows: a product and how much of it goes out, at its price. */
export const wmsOuterDetail = stockLinesOf({ module: 'wms', apiName: 'wmsOuter' }, 'outerId', 'standardPrice');
