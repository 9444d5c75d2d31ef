import { defineObject } from '../../../entities/define-object.ts';

const p = (name: string) => `entity.crmChance.product.${name}`;
const c = (name: string) => `entity.crmChance.competitor.${name}`;
const s = (name: string) => `entity.crmChance.stage.${name}`;

/** The products an opportunity is about (`crmChanceProductForm`): priced like a quote's lines, which they become. */
export const crmChanceProduct = defineObject({
  module: 'crm',
  apiName: 'crmChanceProduct',
  label: p('label'),
  parent: { object: 'crmChance', via: 'chanceId' },
  fields: [
    { name: 'chanceId', type: 'relation', label: p('chanceId'), relation: 'crmChance', editable: false, hideOnAdd: true },
    {
      name: 'productId',
      type: 'relation',
      label: p('productId'),
      relation: 'crmProduct',
      required: true,
      copies: { productName: 'name', unit: 'unit', price: 'standardPrice' },
    },
    { name: 'productName', type: 'text', label: p('productName'), maxLength: 100, editable: false },
    { name: 'unit', type: 'dict', label: p('unit'), dict: 'product_unit', width: 'half' },
    { name: 'price', type: 'money', label: p('price'), required: true, width: 'half' },
    { name: 'quantity', type: 'number', label: p('quantity'), decimals: 2, required: true, defaultValue: 1, width: 'half' },
    { name: 'discount', type: 'percent', label: p('discount'), defaultValue: 100, width: 'half' },
    { name: 'amount', type: 'formula', label: p('amount'), formula: 'price * quantity * discount / 100', shows: 'money' },
  ],
  titleField: 'productId',
  subtitleFields: ['quantity', 'price', 'amount'],
  searchFields: ['productName'],
  filterFields: ['productId'],
  defaultSort: { field: 'updateTime', order: 'desc' },
});

/** Who else the customer is talking to (`crmChanceCompetitorAdd`; spec section 3 "Competitor"). */
export const crmChanceCompetitor = defineObject({
  module: 'crm',
  apiName: 'crmChanceCompetitor',
  label: c('label'),
  parent: { object: 'crmChance', via: 'chanceId' },
  fields: [
    { name: 'chanceId', type: 'relation', label: c('chanceId'), relation: 'crmChance', editable: false, hideOnAdd: true },
    { name: 'name', type: 'text', label: c('name'), required: true, maxLength: 100 },
    { name: 'priceRange', type: 'text', label: c('priceRange'), maxLength: 100 },
    { name: 'advantages', type: 'textarea', label: c('advantages'), maxLength: 500 },
    { name: 'disadvantages', type: 'textarea', label: c('disadvantages'), maxLength: 500 },
    { name: 'strategy', type: 'textarea', label: c('strategy'), maxLength: 500 },
  ],
  titleField: 'name',
  subtitleFields: ['priceRange'],
  searchFields: ['name'],
  filterFields: [],
  defaultSort: { field: 'updateTime', order: 'desc' },
});

/**
 * The stages an opportunity has been in (`crmChanceStage`), kept by the server, never input: a
 * row opens when the opportunity enters a stage and closes, with the days it stayed, when it
 * leaves (advanced, won, lost or made invalid). The open row is the current stage.
 */
export const crmChanceStage = defineObject({
  module: 'crm',
  apiName: 'crmChanceStage',
  label: s('label'),
  parent: { object: 'crmChance', via: 'chanceId' },
  fields: [
    { name: 'chanceId', type: 'relation', label: s('chanceId'), relation: 'crmChance', editable: false, hideOnAdd: true },
    { name: 'stageName', type: 'text', label: s('stageName'), maxLength: 50, editable: false },
    { name: 'winRate', type: 'percent', label: s('winRate'), editable: false, width: 'half' },
    { name: 'enterTime', type: 'datetime', label: s('enterTime'), editable: false, width: 'half' },
    { name: 'leaveTime', type: 'datetime', label: s('leaveTime'), editable: false, width: 'half' },
    // Whole days between entering and leaving (the open row's are counted on the phone from enterTime).
    { name: 'days', type: 'number', label: s('days'), editable: false, width: 'half' },
    // The stage's tasks left unfinished when the user confirmed leaving it anyway, one per line.
    { name: 'unfinishedTasks', type: 'textarea', label: s('unfinishedTasks'), maxLength: 1000, editable: false },
  ],
  titleField: 'stageName',
  subtitleFields: ['enterTime', 'days'],
  searchFields: ['stageName'],
  filterFields: [],
  defaultSort: { field: 'updateTime', order: 'desc' },
});
