import { stockLinesOf } from '../../../entities/stock-lines.ts';

/** A stock-in's rows: a product and how much of it comes in, at its cost. */
export const wmsEnterDetail = stockLinesOf({ module: 'wms', apiName: 'wmsEnter' }, 'enterId', 'costPrice');
