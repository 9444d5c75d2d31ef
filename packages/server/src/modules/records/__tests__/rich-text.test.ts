import { columnOf, ALL_OBJECTS, RECORD_API, type Comment, type EntityDef, type Page, type RecordRow, type TableMade } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../../test/app.ts';
import { actor, sampleInput, type Actor } from '../../../test/records.ts';

/**
 * Rich text is the one kind of field the client shows as HTML (records' richText fields, whether
 * in the registry, custom or on an extension table; the configuration's rich texts have their
 * own test). Whatever is sent, and whatever the database holds, nothing in it may run; nor may a
 * link field the client opens on a tap.
 */

const PAYLOADS = [
  '<p>你好<script>alert(1)</script></p>',
  '<img src=x onerror="alert(document.cookie)">',
  '<a href="javascript:alert(1)">点我</a>',
  '<a href="JaVaScRiPt&#x3A;alert(1)">编码</a>',
  '<a href="jav&#x09;ascript:alert(1)">制表符</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">数据</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<p style="background:url(javascript:alert(1))">背景</p>',
  '<div style="width: expression(alert(1))">表达式</div>',
  '<p style="color: red; behavior: url(x.htc)">行为</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>提交</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>x</details><body onload=alert(1)>',
  '<img src="https://cdn.example/a.png" onmouseover="alert(1)" srcset="javascript:alert(1)">',
];

/** Anything in HTML that could run script or load a page in the client's origin. */
const RUNNABLE =
  /<\s*(script|iframe|svg|math|object|embed|form|meta|base|style|body|link|frame)\b|\son[a-z]+\s*=|javascript:|jav\s*ascript|data:|expression\(|url\(|srcdoc|srcset|behavior/i;

let t: TestApp;
let admin: Actor;
let table: TableMade;
/** Each object with a rich text field: registered objects get a custom one, plus an extension table. */
const targets: {
  label: string;
  entity: EntityDef | null;
  field: string;
  add: string;
  edit: string;
  queryById: string;
  list: string;
  query: Record<string, string>;
  store: string;
}[] = [];

function apiOf(entity: EntityDef) {
  return {
    add: RECORD_API.add(entity.module, entity.apiName),
    edit: RECORD_API.edit(entity.module, entity.apiName),
    queryById: RECORD_API.queryById(entity.module, entity.apiName),
    list: RECORD_API.list(entity.module, entity.apiName),
  };
}

beforeAll(async () => {
  t = await createTestApp({ crmData: false });
  admin = await actor(t, 'admin');
  for (const entity of ALL_OBJECTS) {
    const added = await t.signedPost(
      RECORD_API.formFieldAdd,
      { tableName: entity.table, field: { name: 'richIntro', type: 'richText', label: '图文介绍' } },
      admin.token,
    );
    if (added.statusCode !== 200) throw new Error(added.body);
    targets.push({ label: `${entity.apiName} (custom field)`, entity, field: 'richIntro', ...apiOf(entity), query: {}, store: entity.table });
    // Rich text fields of the registry itself, when an object has them.
    for (const field of entity.fields.filter((f) => f.type === 'richText')) {
      targets.push({ label: `${entity.apiName}.${field.name}`, entity, field: field.name, ...apiOf(entity), query: {}, store: entity.table });
    }
  }
  table = envelope<TableMade>(await t.signedPost(RECORD_API.tableAdd, { name: '产品手册', apiName: 'productManual' }, admin.token)).result;
  for (const field of [
    { name: 'title', type: 'text', label: '标题' },
    { name: 'body', type: 'richText', label: '正文', required: true },
  ]) {
    await t.signedPost(RECORD_API.formFieldAdd, { tableName: table.tableName, field }, admin.token);
  }
  targets.push({
    label: `extension table ${table.apiName}`,
    entity: null,
    field: 'body',
    add: RECORD_API.extAdd,
    edit: RECORD_API.extEdit,
    queryById: RECORD_API.extQueryById,
    list: RECORD_API.extList,
    query: { tableId: table.tableId },
    store: 'ext_records',
  });
});
afterAll(() => t.close());

/** What the sample records point to (a customer, a product), made once for the whole file. */
const made = new Map<string, string>();

async function inputFor(target: (typeof targets)[number]): Promise<Record<string, unknown>> {
  return target.entity ? sampleInput(t, admin, target.entity, made) : { title: '手册' };
}

/** The value as the database holds it (custom fields live in the row's `ext` JSON). */
async function stored(target: (typeof targets)[number], id: string): Promise<unknown> {
  const row = (await t.app.db
    .selectFrom(target.store as 'users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as Record<string, unknown>;
  const ext = JSON.parse(String(row.ext ?? '{}')) as Record<string, unknown>;
  return target.field in ext ? ext[target.field] : row[columnOf(target.field)];
}

/**
 * Cleaning is one function of the field type; what differs per object is only whether its way in
 * and out applies it. So every payload, one by one, goes through each kind of store (a registry
 * column, a custom field in the row's JSON, an extension table) on the first object; every other
 * object gets all payloads at once, which leaves script behind wherever cleaning is skipped.
 */
const oneByOne = (target: (typeof targets)[number]) => target.entity === null || target.field !== 'richIntro' || target.entity === ALL_OBJECTS[0];

describe('rich text cannot run script', () => {
  it('cleans every payload on the way in: what is stored and what is answered', async () => {
    for (const target of targets) {
      for (const payload of oneByOne(target) ? PAYLOADS : [PAYLOADS.join('')]) {
        const added = await t.signedPost(target.add, { ...(await inputFor(target)), [target.field]: payload }, admin.token, {}, target.query);
        if (added.statusCode === 422) {
          // A required rich text that held nothing but script is empty once cleaned.
          expect(target.field, `${target.label}: ${added.body}`).toBe('body');
          continue;
        }
        expect(added.statusCode, `${target.label}: ${added.body}`).toBe(200);
        const record = envelope<RecordRow>(added).result;
        expect(String(record[target.field] ?? ''), `${target.label} answered ${payload}`).not.toMatch(RUNNABLE);
        expect(String((await stored(target, record.id)) ?? ''), `${target.label} stored ${payload}`).not.toMatch(RUNNABLE);
        // A record made once (writeOnce) takes no edit to clean.
        if (target.entity?.writeOnce) continue;

        const edited = await t.put(
          target.edit,
          { id: record.id, version: record.version, [target.field]: `<b>改</b>${payload}` },
          admin.token,
          {},
          target.query,
        );
        expect(edited.statusCode, `${target.label}: ${edited.body}`).toBe(200);
        expect(String(envelope<RecordRow>(edited).result[target.field]), `${target.label} edited ${payload}`).not.toMatch(RUNNABLE);
        expect(String(await stored(target, record.id)), `${target.label} stored edit ${payload}`).not.toMatch(RUNNABLE);
      }
    }
  });

  it('keeps harmless formatting and safe links', async () => {
    for (const target of targets) {
      const html =
        '<h2>标题</h2><p><strong>加粗</strong> <em>斜体</em> <span style="color: #ff0000">红字</span></p><ul><li>一</li></ul><a href="https://example.com/x">链接</a><img src="https://cdn.example/a.png" alt="图" />';
      const added = await t.signedPost(target.add, { ...(await inputFor(target)), [target.field]: html }, admin.token, {}, target.query);
      expect(added.statusCode, added.body).toBe(200);
      const value = String(envelope<RecordRow>(added).result[target.field]);
      for (const part of [
        '<h2>标题</h2>',
        '<strong>加粗</strong>',
        '<em>斜体</em>',
        '<span style="color:#ff0000">红字</span>',
        '<li>一</li>',
        'href="https://example.com/x"',
        '<img src="https://cdn.example/a.png" alt="图" />',
      ]) {
        expect(value, target.label).toContain(part);
      }
    }
  });

  it('refuses a required rich text that holds nothing but script', async () => {
    const refused = await t.signedPost(
      RECORD_API.extAdd,
      { title: '空', body: '<script>alert(1)</script>' },
      admin.token,
      { 'Accept-Language': 'en' },
      { tableId: table.tableId },
    );
    expect(refused.statusCode).toBe(422);
    expect(envelope<{ fields: Record<string, string> }>(refused).result.fields).toHaveProperty('body');
  });

  it('cleans on the way out a value planted in the database, on view and in lists', async () => {
    for (const target of targets) {
      const added = await t.signedPost(target.add, { ...(await inputFor(target)), [target.field]: '<p>原文</p>' }, admin.token, {}, target.query);
      const id = envelope<RecordRow>(added).result.id;
      const row = (await t.app.db
        .selectFrom(target.store as 'users')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()) as Record<string, unknown>;
      // A custom field's value is in the row's JSON, a registry field's in its own column.
      const column = target.entity?.fields.some((f) => f.name === target.field) ? columnOf(target.field) : null;
      const ext = { ...(JSON.parse(String(row.ext ?? '{}')) as Record<string, unknown>), [target.field]: PAYLOADS.join('') };
      await t.app.db
        .updateTable(target.store as 'users')
        .set((column ? { [column]: PAYLOADS.join('') } : { ext: JSON.stringify(ext) }) as never)
        .where('id', '=', id)
        .execute();

      const viewed = envelope<RecordRow>(await t.signedGet(target.queryById, { ...target.query, id }, admin.token)).result;
      expect(String(viewed[target.field]), target.label).not.toMatch(RUNNABLE);
      expect(String(viewed[target.field]), target.label).toContain('你好');
      const listed = envelope<Page<RecordRow>>(await t.signedGet(target.list, { ...target.query, pageSize: 1000 }, admin.token)).result.records.find(
        (r) => r.id === id,
      );
      expect(String(listed?.[target.field]), target.label).not.toMatch(RUNNABLE);
    }
  });

  it('answers no link field that is not http(s), whatever the database holds', async () => {
    for (const entity of ALL_OBJECTS) {
      for (const field of entity.fields.filter((f) => f.type === 'url')) {
        const id = envelope<RecordRow>(
          await t.signedPost(RECORD_API.add(entity.module, entity.apiName), await sampleInput(t, admin, entity, made), admin.token),
        ).result.id;
        for (const planted of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
          await t.app.db
            .updateTable(entity.table as 'users')
            .set({ [columnOf(field.name)]: planted } as never)
            .where('id', '=', id)
            .execute();
          const viewed = envelope<RecordRow>(await t.signedGet(RECORD_API.queryById(entity.module, entity.apiName), { id }, admin.token)).result;
          expect(viewed[field.name], `${entity.apiName}.${field.name} ${planted}`).toBeNull();
        }
        await t.app.db
          .updateTable(entity.table as 'users')
          .set({ [columnOf(field.name)]: 'https://example.com/ok' } as never)
          .where('id', '=', id)
          .execute();
        expect(envelope<RecordRow>(await t.signedGet(RECORD_API.queryById(entity.module, entity.apiName), { id }, admin.token)).result[field.name]).toBe(
          'https://example.com/ok',
        );
      }
    }
  });

  it('keeps comments as plain text: the client shows them as text, never as HTML', async () => {
    const customer = ALL_OBJECTS.find((e) => e.features.comments)!;
    const id = envelope<RecordRow>(
      await t.signedPost(RECORD_API.add(customer.module, customer.apiName), await sampleInput(t, admin, customer, made), admin.token),
    ).result.id;
    const content = '价格 < 100 & 数量 > 5 <b>备注</b>';
    expect((await t.signedPost(RECORD_API.commentAdd, { tableName: customer.table, dataId: id, content }, admin.token)).statusCode).toBe(200);
    const comments = envelope<Comment[]>(await t.signedGet(RECORD_API.commentList, { tableName: customer.table, dataId: id }, admin.token)).result;
    expect(comments.map((c) => c.content)).toEqual([content]);
  });
});
