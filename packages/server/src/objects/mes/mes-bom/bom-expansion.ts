import { MAX_BOM_EXPANSION_ROWS, roundTo, type BomExpansion, type BomExpansionRow, type Lang } from '@crm/domain';
import { HttpError } from '../../../http/http-error.ts';
import { dictionaryTexts } from '../../../modules/records/display-texts.ts';
import type { Db } from '../../../modules/records/record-model.ts';
import { enabledBomsOf, productsOf, type BomLine, type ComponentProduct, type StoredBom } from './bom-structure.ts';

/**
 * A BOM expanded (MES_BOM_API.expand): its components, each component that has an enabled BOM of
 * its own followed by that BOM's components, down to the bought-in parts (the leaves). What the
 * BOM's output quantity takes of a component is the product of the quantities down its path, each
 * with its loss, each level's over the output quantity of the BOM it is a line of. A leaf costs
 * its product's cost price as the catalogue has it now; an assembly, its components' costs.
 */

/** A component in the tree as it is built, its own components below it. */
interface Node {
  position: string;
  level: number;
  line: BomLine;
  expandedQuantity: number;
  /** The products on the way from the expanded BOM's product down to this one's parent. */
  above: readonly string[];
  bom: StoredBom | null;
  below: Node[];
}

/** What making `expandedParent` of a BOM's product takes of one of its lines. */
const expandedOf = (line: BomLine, expandedParent: number, bomQuantity: number) =>
  ((expandedParent / bomQuantity) * line.quantity * (100 + line.lossRate)) / 100;

const nodesOf = (bom: StoredBom, parent: { position: string; level: number; expandedQuantity: number; above: readonly string[] }): Node[] =>
  bom.lines.map((line, index) => ({
    position: parent.position ? `${parent.position}.${index + 1}` : String(index + 1),
    level: parent.level + 1,
    line,
    expandedQuantity: expandedOf(line, parent.expandedQuantity, bom.quantity),
    above: [...parent.above, bom.productId],
    bom: null,
    below: [],
  }));

/**
 * The tree under `top`, a level at a time (one read of the enabled BOMs per level). A component
 * on its own way down is a circle the write rules keep out; met in stored data all the same, it
 * is refused rather than followed for ever.
 */
async function growTree(db: Db, tenantId: string, top: StoredBom): Promise<Node[]> {
  const roots = nodesOf(top, { position: '', level: 0, expandedQuantity: top.quantity, above: [] });
  const known = new Map<string, StoredBom | null>();
  let count = roots.length;
  let frontier = roots;
  while (frontier.length > 0) {
    const unknown = frontier.map((node) => node.line.componentId).filter((id) => !known.has(id));
    const found = await enabledBomsOf(db, tenantId, unknown);
    for (const id of unknown) known.set(id, found.get(id) ?? null);
    const next: Node[] = [];
    for (const node of frontier) {
      const bom = known.get(node.line.componentId) ?? null;
      if (!bom) continue;
      if (node.above.includes(node.line.componentId)) throw new HttpError(422, 'bomCycle', { path: node.line.componentName });
      node.bom = bom;
      node.below = nodesOf(bom, node);
      count += node.below.length;
      if (count > MAX_BOM_EXPANSION_ROWS) throw new HttpError(422, 'bomTooLarge', { max: MAX_BOM_EXPANSION_ROWS });
      next.push(...node.below);
    }
    frontier = next;
  }
  return roots;
}

/** What the rows are priced and named with: the products of the tree, and their units' texts. */
interface Catalogue {
  products: ReadonlyMap<string, ComponentProduct>;
  unitTexts: ReadonlyMap<string, string>;
}

/** Rounded as shown: quantities to 6 places, unit costs to 4, costs to cents; sums are taken before rounding. */
const QUANTITY_PLACES = 6;
const UNIT_COST_PLACES = 4;
const COST_PLACES = 2;

/**
 * The rows of `nodes` and their components in the tree's order, each node's cost worked out from
 * its leaves; answers the nodes' cost added up and the leaves without a cost price.
 */
function flatten(nodes: readonly Node[], catalogue: Catalogue, rows: BomExpansionRow[]): { cost: number; uncosted: number } {
  let cost = 0;
  let uncosted = 0;
  for (const node of nodes) {
    const product = catalogue.products.get(node.line.componentId);
    const unit = product?.unit ?? node.line.unit;
    const row: BomExpansionRow = {
      position: node.position,
      level: node.level,
      componentId: node.line.componentId,
      componentName: product?.name ?? node.line.componentName,
      unit,
      unitText: unit === null ? null : (catalogue.unitTexts.get(unit) ?? unit),
      quantity: node.line.quantity,
      lossRate: node.line.lossRate,
      expandedQuantity: roundTo(node.expandedQuantity, QUANTITY_PLACES),
      bomId: node.bom?.id ?? null,
      bomNo: node.bom?.bomNo ?? null,
      unitCost: null,
      cost: null,
    };
    rows.push(row);
    let own: number | null;
    if (node.bom) {
      const below = flatten(node.below, catalogue, rows);
      own = below.cost;
      uncosted += below.uncosted;
    } else {
      const price = product?.costPrice ?? null;
      own = price === null ? null : node.expandedQuantity * price;
      if (price === null) uncosted += 1;
    }
    if (own !== null) {
      row.cost = roundTo(own, COST_PLACES);
      row.unitCost = node.expandedQuantity === 0 ? null : roundTo(own / node.expandedQuantity, UNIT_COST_PLACES);
      cost += own;
    }
  }
  return { cost, uncosted };
}

/** Every product id of the tree. */
function productIdsOf(nodes: readonly Node[]): string[] {
  return nodes.flatMap((node) => [node.line.componentId, ...productIdsOf(node.below)]);
}

/** The expansion of a BOM of the tenant (its visibility is the caller's affair), in `lang`. */
export async function expandBom(db: Db, tenantId: string, lang: Lang, top: StoredBom): Promise<BomExpansion> {
  const tree = await growTree(db, tenantId, top);
  const products = await productsOf(db, tenantId, [top.productId, ...productIdsOf(tree)]);
  const unitTexts = (await dictionaryTexts(db, tenantId, lang, ['product_unit'])).get('product_unit') ?? new Map<string, string>();
  const rows: BomExpansionRow[] = [];
  const { cost, uncosted } = flatten(tree, { products, unitTexts }, rows);
  const made = products.get(top.productId);
  return {
    id: top.id,
    bomNo: top.bomNo,
    productId: top.productId,
    productName: made?.name ?? '',
    quantity: top.quantity,
    unitText: made?.unit ? (unitTexts.get(made.unit) ?? made.unit) : null,
    rows,
    totalCost: roundTo(cost, COST_PLACES),
    unitCost: roundTo(cost / top.quantity, UNIT_COST_PLACES),
    uncosted,
  };
}
