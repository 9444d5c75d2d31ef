import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { entityOf, fieldOf, MAX_RELATED_RECORDS, type FieldDef, type SceneCondition } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { loadEntityTexts } from '../../lib/i18n.ts';
import { useAppStore } from '../../stores/app.ts';
import { ok } from '../../test/fake-http.ts';
import { recordRoutes, renderScreen, row, setUpRecordTest } from '../test/record-fixtures.tsx';
import { FieldDisplay } from './FieldDisplay.tsx';
import { FieldInput } from './FieldInput.tsx';

const compression = vi.hoisted(() => vi.fn(async (file: File, _options?: unknown) => new File(['x'], file.name, { type: file.type })));
vi.mock('browser-image-compression', () => ({ default: compression }));

const customer = entityOf('crmCustomer');
const field = (name: string) => fieldOf(customer, name)!;
/** A visit's contacts: a relation to several records. */
const contacts = fieldOf(entityOf('crmVisit'), 'contacterIds')!;

// Field renderers show inside record screens, which wait for the object and field labels.
beforeAll(() => loadEntityTexts());

beforeEach(() => {
  setUpRecordTest();
  vi.restoreAllMocks();
  compression.mockClear();
  vi.spyOn(feedback, 'toast').mockImplementation(() => undefined);
});

function display(def: FieldDef, values: Record<string, unknown>, routes = recordRoutes()) {
  return renderScreen(
    <div data-testid="shown">
      <FieldDisplay field={def} record={row(values)} />
    </div>,
    '/',
    routes,
  );
}

function Harness({
  def,
  initial,
  onValue,
  filters,
  companions,
}: {
  def: FieldDef;
  initial?: unknown;
  onValue?: (v: unknown) => void;
  filters?: readonly SceneCondition[];
  companions?: Record<string, unknown>;
}) {
  const [values, setValues] = useState<Record<string, unknown>>({ [def.name]: initial, ...companions });
  return (
    <div data-testid="input">
      <FieldInput
        field={def}
        value={values[def.name]}
        values={values}
        onChange={(v, c) => {
          onValue?.(v);
          setValues((s) => ({ ...s, [def.name]: v, ...(c ?? {}) }));
        }}
        mode="add"
        tableName="crm_customer"
        placeholder="prompt"
        filters={filters}
      />
    </div>
  );
}

describe('field displays', () => {
  it('dict with options shows the translated label in its colour', async () => {
    display(field('dealStatus'), { dealStatus: '1' });
    expect((await screen.findByTestId('shown')).textContent).toBe('已成交');
  });

  it('dict with a dictionary shows the dictionary text', async () => {
    display(field('level'), { level: 'A' }, recordRoutes({ 'GET /sys/dict/getDictItems/customer_level': ok([{ value: 'A', text: '重点客户', color: null }]) }));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('重点客户'));
  });

  it('money is formatted with the currency symbol', async () => {
    useAppStore.getState().set({ defaultCurrency: { code: 'CNY', name: '人民币', symbol: '¥', rate: '1', isDefault: 1 } });
    display(field('dealAmount'), { dealAmount: 1234567 });
    expect((await screen.findByTestId('shown')).textContent).toBe('¥123.46万');
  });

  it('date-times show in the chosen time zone', async () => {
    display(field('nextContactTime'), { nextContactTime: '2026-03-01T16:30:00Z' });
    expect((await screen.findByTestId('shown')).textContent).toBe('2026-03-02 00:30');
  });

  it('phone is a link to call and a relation links to its record', async () => {
    display(field('phone'), { phone: '13800138000' });
    expect((await screen.findByText('13800138000')).getAttribute('href')).toBe('tel:13800138000');
  });

  it('a relation shows the companion text linked to the record', async () => {
    display(field('parentId'), { parentId: 'p1', parentId_dictText: 'Parent Co' });
    expect((await screen.findByText('Parent Co')).getAttribute('href')).toBe('/crm/crmCustomerView?id=p1');
  });

  it('a relation to several records links each to its record, in their order', async () => {
    display(contacts, { contacterIds: ['k2', 'k1'], contacterIds_dictText: '李工,王经理' });
    expect((await screen.findByText('李工')).getAttribute('href')).toBe('/crm/crmContacterView?id=k2');
    expect(screen.getByText('王经理').getAttribute('href')).toBe('/crm/crmContacterView?id=k1');
    expect(screen.getByTestId('shown').textContent).toBe('李工, 王经理');
  });

  it('an address with coordinates opens the map', async () => {
    display(field('address'), { address: { text: 'Nanjing Rd 1', lat: 31.2, lng: 121.4 }, name: 'ACME' });
    expect((await screen.findByText(/Nanjing Rd 1/)).closest('a')!.getAttribute('href')).toContain('/common/map?lat=31.2&lng=121.4');
  });

  it('an empty value of any kind shows a dash, not nothing', async () => {
    const empties: Array<[string, unknown]> = [
      ['name', ''],
      ['phone', null],
      ['level', undefined],
      ['parentId', null],
      ['address', { text: ' ', lat: null, lng: null }],
    ];
    for (const [name, value] of empties) {
      const { unmount } = display(field(name), { [name]: value });
      expect((await screen.findByTestId('shown')).textContent, name).toBe('—');
      unmount();
    }
  });
});

describe('field inputs', () => {
  it('text inputs use the matching keyboard', async () => {
    renderScreen(<Harness def={field('phone')} />, '/', recordRoutes());
    expect((await screen.findByRole('textbox')).getAttribute('type')).toBe('tel');
  });

  it('a dict input offers the translated options', async () => {
    const onValue = vi.fn();
    renderScreen(<Harness def={field('dealStatus')} onValue={onValue} />, '/', recordRoutes());
    fireEvent.click(await screen.findByRole('button', { name: /prompt/ }));
    fireEvent.click(await screen.findByText('已成交'));
    expect(onValue).toHaveBeenCalledWith('1');
  });

  it('the relation picker searches the target list and shows its title field', async () => {
    const onValue = vi.fn();
    const routes = recordRoutes({
      'GET /crm/crmCustomer/list': (call) =>
        ok({ records: call.params.keyword === 'ac' ? [row({ id: 'c9', name: 'ACME' })] : [], total: 1, size: 30, current: 1, pages: 1 }),
    });
    renderScreen(<Harness def={field('parentId')} onValue={onValue} />, '/', routes);
    fireEvent.click(await screen.findByRole('button', { name: /prompt/ }));
    const search = (await screen.findByTestId('relation-picker-search')).querySelector('input')!;
    fireEvent.change(search, { target: { value: 'ac' } });
    fireEvent.click(await screen.findByText('ACME'));
    expect(onValue).toHaveBeenCalledWith('c9');
    expect(await screen.findByText('ACME')).toBeTruthy();
  });

  it('a relation to several records: picked several at once within its scope, shown as chips each removed by its own 44 px cross', async () => {
    const onValue = vi.fn();
    const scope: SceneCondition[] = [{ field: 'customerId', op: 'eq', value: 'c1' }];
    const page = (records: Record<string, unknown>[]) => ok({ records: records.map(row), total: records.length, size: 30, current: 1, pages: 1 });
    const routes = recordRoutes({
      'GET /crm/crmContacter/list': (call) => {
        // Only the contacts of the form's customer are offered.
        expect(JSON.parse(String(call.params.filters))).toEqual(scope);
        return page([
          { id: 'k1', name: '王经理' },
          { id: 'k2', name: '李工' },
          { id: 'k3', name: '张秘书' },
        ]);
      },
    });
    renderScreen(<Harness def={contacts} initial={['k3']} companions={{ contacterIds_dictText: '张秘书' }} onValue={onValue} filters={scope} />, '/', routes);
    expect((await screen.findByTestId('relation-chip-k3')).textContent).toBe('张秘书');

    fireEvent.click(screen.getByRole('button', { name: /prompt/ }));
    const picker = await screen.findByTestId('relation-picker');
    expect((await screen.findByTestId('relation-option-k3')).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByText('李工'));
    fireEvent.click(screen.getByText('王经理'));
    fireEvent.click(screen.getByTestId('relation-option-k3'));
    fireEvent.click(screen.getByTestId('relation-pick-confirm'));
    expect(onValue).toHaveBeenLastCalledWith(['k2', 'k1']);
    await waitFor(() => expect(picker.isConnected).toBe(false));
    expect(['k2', 'k1'].map((id) => screen.getByTestId(`relation-chip-${id}`).textContent)).toEqual(['李工', '王经理']);
    expect(screen.queryByTestId('relation-chip-k3')).toBeNull();

    const cross = screen.getByRole('button', { name: '移除李工' });
    expect([cross.style.width, cross.style.height]).toEqual(['44px', '44px']);
    fireEvent.click(cross);
    expect(onValue).toHaveBeenLastCalledWith(['k1']);
    expect(screen.queryByTestId('relation-chip-k2')).toBeNull();
    expect(screen.getByTestId('relation-chip-k1').textContent).toBe('王经理');
  });

  it('a relation to several records takes no more than the most it names', async () => {
    const many = Array.from({ length: MAX_RELATED_RECORDS + 1 }, (_, i) => row({ id: `k${i}`, name: `联系人${i}` }));
    const routes = recordRoutes({ 'GET /crm/crmContacter/list': ok({ records: many, total: many.length, size: 30, current: 1, pages: 1 }) });
    renderScreen(<Harness def={contacts} />, '/', routes);
    fireEvent.click(await screen.findByRole('button', { name: /prompt/ }));
    await screen.findByTestId(`relation-option-k${MAX_RELATED_RECORDS}`);
    for (const record of many) fireEvent.click(screen.getByTestId(`relation-option-${record.id}`));
    expect(feedback.toast).toHaveBeenCalledWith(`最多选择${MAX_RELATED_RECORDS}项`);
    expect(screen.getByTestId(`relation-option-k${MAX_RELATED_RECORDS}`).getAttribute('aria-selected')).toBe('false');
  });

  it('several people: each pick adds one chip, once, and a chip’s cross removes that person', async () => {
    const recipients = fieldOf(entityOf('oaWorkLog'), 'recipientIds')!;
    const onValue = vi.fn();
    const users = [
      { id: 'u1', username: 'zhoujie', realname: '周杰', departName: '销售部' },
      { id: 'u2', username: 'manager', realname: '王经理', departName: '销售管理部' },
    ];
    const routes = recordRoutes({ 'GET /sys/user/list': ok({ records: users, total: 2, size: 30, current: 1, pages: 1 }) });
    renderScreen(<Harness def={recipients} onValue={onValue} />, '/', routes);
    for (const id of ['u1', 'u2', 'u1']) {
      fireEvent.click(await screen.findByRole('button', { name: /prompt/ }));
      fireEvent.click(await screen.findByTestId(`user-option-${id}`));
    }
    expect(onValue).toHaveBeenLastCalledWith(['u1', 'u2']);
    expect(['u1', 'u2'].map((id) => screen.getByTestId(`relation-chip-${id}`).textContent)).toEqual(['周杰', '王经理']);
    fireEvent.click(screen.getByRole('button', { name: '移除周杰' }));
    expect(onValue).toHaveBeenLastCalledWith(['u2']);
    expect(screen.queryByTestId('relation-chip-u1')).toBeNull();
  });

  it('several people show as their names', async () => {
    display(fieldOf(entityOf('oaWorkLog'), 'recipientIds')!, { recipientIds: ['u1', 'u2'], recipientIds_dictText: '周杰,王经理' });
    expect((await screen.findByTestId('shown')).textContent).toBe('周杰, 王经理');
  });

  it('images: compressed at quality 0.5, at most 6', async () => {
    let uploads = 0;
    const routes = recordRoutes({
      'POST /sys/common/upload': (call) => {
        // The server checks that each one is really a picture.
        expect(call.params.biz).toBe('image');
        return ok(`t1/img-${++uploads}.jpg`);
      },
    });
    const onValue = vi.fn();
    const images = { name: 'photos', type: 'images', label: 'Photos', custom: true } as FieldDef;
    renderScreen(<Harness def={images} onValue={onValue} />, '/', routes);
    const files = Array.from({ length: 8 }, (_, i) => new File(['data'], `p${i}.jpg`, { type: 'image/jpeg' }));
    fireEvent.change(await screen.findByTestId('images-input'), { target: { files } });
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    expect(feedback.toast).toHaveBeenCalledWith('最多上传6张图片');
    expect(uploads).toBe(6);
    expect(compression).toHaveBeenCalledTimes(6);
    expect(compression.mock.calls[0]![1]).toMatchObject({ initialQuality: 0.5 });
    expect((onValue.mock.calls.at(-1)![0] as unknown[]).length).toBe(6);
  });

  it('files over 200 MB are refused before upload with the message', async () => {
    const routes = recordRoutes({ 'POST /sys/common/upload': ok('t1/f.pdf') });
    const files = { name: 'docs', type: 'files', label: 'Docs', custom: true } as FieldDef;
    const { fake } = renderScreen(<Harness def={files} />, '/', routes);
    const big = new File(['x'], 'big.zip');
    Object.defineProperty(big, 'size', { value: 200 * 1024 * 1024 + 1 });
    fireEvent.change(await screen.findByTestId('files-input'), { target: { files: [big] } });
    await waitFor(() => expect(feedback.toast).toHaveBeenCalledWith('文件大小不能超过200MB'));
    expect(fake.find('POST /sys/common/upload')).toHaveLength(0);
  });

  it('a field of videos offers only films, and asks the server to take only a film', async () => {
    const onValue = vi.fn();
    const routes = recordRoutes({ 'POST /sys/common/upload': ok('t1/demo.mp4') });
    const video = { name: 'film', type: 'files', label: 'Film', maxCount: 1, accepts: 'video', custom: true } as FieldDef;
    const { fake } = renderScreen(<Harness def={video} onValue={onValue} />, '/', routes);
    const picker = await screen.findByTestId('files-input');
    expect(picker.getAttribute('accept')).toBe('video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov');
    fireEvent.change(picker, { target: { files: [new File(['film'], 'demo.mp4', { type: 'video/mp4' })] } });
    await waitFor(() => expect(onValue).toHaveBeenCalledWith([{ path: 't1/demo.mp4', name: 'demo.mp4', size: 4 }]));
    expect(fake.find('POST /sys/common/upload')[0]!.params.biz).toBe('video');
  });

  it('a formula is computed live from the form values', async () => {
    const formula = { name: 'expected', type: 'formula', label: 'Expected', formula: 'amount * winRate / 100', custom: true } as FieldDef;
    function FormulaHarness() {
      return (
        <FieldInput field={formula} value={null} values={{ amount: 1000, winRate: 30 }} onChange={() => undefined} mode="add" tableName="t" placeholder="" />
      );
    }
    renderScreen(
      <div data-testid="f">
        <FormulaHarness />
      </div>,
      '/',
      recordRoutes(),
    );
    expect((await screen.findByTestId('f')).textContent).toBe('300');
  });

  it('an auto-number says it is generated on save', async () => {
    renderScreen(<Harness def={field('customerNo')} />, '/', recordRoutes());
    expect(await screen.findByText('保存后自动生成')).toBeTruthy();
  });

  it('a boolean is a switch', async () => {
    const onValue = vi.fn();
    renderScreen(<Harness def={fieldOf(entityOf('crmContacter'), 'keyDecisionMaker')!} initial={false} onValue={onValue} />, '/', recordRoutes());
    fireEvent.click(await screen.findByRole('switch'));
    expect(onValue).toHaveBeenCalledWith(true);
  });
});
