import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { BOM_STATUS, type BomExpansion, type BomExpansionRow } from '@crm/domain';
import { useAppStore } from '../../../stores/app.ts';
import { fail, ok, type FakeRoute } from '../../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../../../records/test/record-fixtures.tsx';
import { RecordViewPage } from '../../../records/view/RecordViewPage.tsx';
import { registerWebObjects } from '../../../records/web-object.ts';

const bom = { kind: 'entity', apiName: 'mesBom' } as const;

const line = (patch: Partial<BomExpansionRow> & Pick<BomExpansionRow, 'position' | 'level' | 'componentName'>): BomExpansionRow => ({
  componentId: `p-${patch.position}`,
  unit: '3',
  unitText: '个',
  quantity: 1,
  lossRate: 0,
  expandedQuantity: 1,
  bomId: null,
  bomNo: null,
  unitCost: null,
  cost: null,
  ...patch,
});

/** Two machines: a housing (made of frames, made of screws, and panels) and bolts; the screws have no cost price. */
const expansion: BomExpansion = {
  id: 'b1',
  bomNo: 'BOM000003',
  productId: 'machine',
  productName: '整机',
  quantity: 2,
  unitText: '台',
  rows: [
    line({ position: '1', level: 1, componentName: '机壳', bomId: 'b2', bomNo: 'BOM000002', unitCost: 8, cost: 8 }),
    line({
      position: '1.1',
      level: 2,
      componentName: '框架',
      quantity: 3,
      lossRate: 10,
      expandedQuantity: 3.3,
      bomId: 'b3',
      bomNo: 'BOM000001',
      unitCost: 0,
      cost: 0,
    }),
    line({ position: '1.1.1', level: 3, componentName: '自攻螺钉', quantity: 4, expandedQuantity: 6.6 }),
    line({ position: '1.2', level: 2, componentName: '面板', quantity: 2, expandedQuantity: 2, unitCost: 4, cost: 8 }),
    line({ position: '2', level: 1, componentName: '螺栓 M8', quantity: 5, lossRate: 20, expandedQuantity: 6, unitText: '台', unitCost: 10, cost: 60 }),
  ],
  totalCost: 68,
  unitCost: 34,
  uncosted: 1,
};

const stored = row({ id: 'b1', bomNo: 'BOM000003', productId: 'machine', productId_dictText: '整机', quantity: 2, status: BOM_STATUS.enabled, details: [] });

/** The BOM's detail screen, its expansion answered by `expand`. */
function openBom(expand: FakeRoute) {
  return renderScreen(
    <RecordViewPage source={bom} />,
    '/mes/mesBomView?id=b1',
    recordRoutes({ 'GET /mes/mesBom/queryById': ok(stored), 'GET /mes/mesBom/expand': expand }),
  );
}

beforeEach(() => {
  setUpRecordTest(['list', 'view', 'add', 'edit'].map((a) => ({ action: `mes:mesBom:${a}`, type: '1' })));
  useAppStore.getState().set({ defaultCurrency: { code: 'CNY', symbol: '¥', name: '人民币', rate: '1', isDefault: 1 } });
  // As src/objects/index.ts lists it (an object folder does not import the index).
  registerWebObjects({ mesBom: { load: () => import('./mes-bom.web.tsx').then((m) => m.mesBomWeb) } });
});

describe('a bill of materials’ detail screen', () => {
  it('shows every component down the tree with what the output takes of it and its cost, and the total', async () => {
    const { fake } = openBom(ok(expansion));
    const panel = await screen.findByTestId('bom-expansion', {}, { timeout: 4000 });
    expect(fake.find('GET /mes/mesBom/expand')[0]!.params).toMatchObject({ id: 'b1' });
    expect(panel.textContent).toContain('按产出 2台计算');
    const screws = screen.getByTestId('bom-row-1.1.1');
    expect(screws.textContent).toContain('自攻螺钉');
    expect(screws.textContent).toContain('第 3 层');
    expect(screws.textContent).toContain('需求量 6.6个');
    expect(screws.textContent).toContain('单位用量 4');
    // No cost price: no cost, and a note saying how many such parts there are.
    expect(screws.textContent).toContain('—');
    expect(screen.getByTestId('bom-row-1.1').textContent).toContain('损耗 10%');
    expect(screen.getByTestId('bom-row-1').textContent).toContain('按 BOM000002 展开');
    expect(screen.getByTestId('bom-row-2').textContent).toContain('¥60');
    expect(screen.getByTestId('bom-totals').textContent).toBe('展开总成本¥68单位产品成本¥34');
    expect(panel.textContent).toContain('1 个物料没有成本价，按 0 计入成本');
  });

  it('folds an assembly’s components away and back', async () => {
    openBom(ok(expansion));
    const toggle = await screen.findByTestId('bom-toggle-1', {}, { timeout: 4000 });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('收起下级组件');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('bom-row-1.1')).toBeNull();
    expect(screen.queryByTestId('bom-row-1.1.1')).toBeNull();
    expect(screen.getByTestId('bom-row-2')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('bom-row-1')).getByRole('button', { name: '展开下级组件' }));
    expect(screen.getByTestId('bom-row-1.1.1')).toBeTruthy();
  });

  it('says why a BOM cannot be expanded', async () => {
    openBom(fail(422, '物料清单展开后超过 2000 行，无法展开'));
    const panel = await screen.findByTestId('bom-expansion', {}, { timeout: 4000 });
    expect(panel.textContent).toContain('无法展开：物料清单展开后超过 2000 行，无法展开');
  });
});
