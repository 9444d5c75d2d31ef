/**
 * A bill of materials expanded (mesBom): every component down the tree, each with what making the
 * BOM's output quantity takes of it, and the cost rolled up from the leaves.
 */
export const MES_BOM_API = {
  /** GET ?id=: the BomExpansion of a BOM, for whoever may see it (mes:mesBom:view and its data scope). */
  expand: '/mes/mesBom/expand',
} as const;

/** Most rows one expansion answers; a larger tree is refused (422) rather than cut, so no total is partial. */
export const MAX_BOM_EXPANSION_ROWS = 2000;

/** One component in the expanded tree, in the tree's order: each row is followed by its own components. */
export interface BomExpansionRow {
  /** Its place in the tree, `1`, `1.2`, `1.2.3`: unique within the expansion. */
  position: string;
  /** 1 for a component of the BOM itself, 2 for a component of that component's BOM, … */
  level: number;
  componentId: string;
  componentName: string;
  /** The product's unit (product_unit) and its text in the caller's language; null when none. */
  unit: string | null;
  unitText: string | null;
  /** As its BOM line says: how many its parent's BOM output quantity takes, and the loss in %. */
  quantity: number;
  lossRate: number;
  /** What the expanded BOM's output quantity takes of it, down the whole path, loss included. */
  expandedQuantity: number;
  /** The enabled BOM it is made by, whose components follow it; null for a bought-in part (a leaf). */
  bomId: string | null;
  bomNo: string | null;
  /** A leaf's cost price; an assembly's cost over its expanded quantity. Null for a leaf without a cost price. */
  unitCost: number | null;
  /** expandedQuantity × unitCost for a leaf; its components' cost for an assembly. Null for a leaf without a cost price. */
  cost: number | null;
}

/** result of GET MES_BOM_API.expand */
export interface BomExpansion {
  id: string;
  bomNo: string;
  productId: string;
  productName: string;
  /** The BOM's output quantity, which the expanded quantities and the total cost are for. */
  quantity: number;
  unitText: string | null;
  rows: BomExpansionRow[];
  /** The leaves' costs added up. */
  totalCost: number;
  /** totalCost over the output quantity. */
  unitCost: number;
  /** Leaves whose product has no cost price: they count as nothing in the costs. */
  uncosted: number;
}
