import { stockLinesOf } from '../../../entities/stock-lines.ts';

/** A sample's rows: a product and how much of it is lent. */
export const wmsSampleDetail = stockLinesOf({ module: 'wms', apiName: 'wmsSample' }, 'sampleId');
