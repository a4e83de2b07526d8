import { beforeAll, describe, expect, it } from 'vitest';
import type { PersonalOrder } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { addOnItemCodes, combos } from '../../seeds/seedData.ts';
import { MSG } from '../../plugins/messages.ts';
import { demoSelfProfileId, demoToken } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';

const ctx = useTestApp();
let alice: string; // 张三, a man
let bob: string; // 李四, a woman
let aliceSelf: number;
let bobSelf: number;
/** Item ids by code, as the seed numbered them. */
let item: Record<string, number>;

beforeAll(async () => {
  alice = await demoToken(ctx.app, 0);
  bob = await demoToken(ctx.app, 1);
  aliceSelf = await demoSelfProfileId(ctx.db, 0);
  bobSelf = await demoSelfProfileId(ctx.db, 1);
  const rows = await ctx.db.query<{ id: number; item_code: string }>(
    'SELECT id, item_code FROM items WHERE hosp_id = 1',
  );
  item = Object.fromEntries(rows.map((r) => [r.item_code, r.id]));
});

/** The plan of a package; a test of bad input passes what the contract refuses. */
const plan = (query: object) => inject(ctx.app, api.customizedProject, query as never);

const itemPrice = async (id: number) =>
  (
    await ctx.db.query<{ price: number }>(
      'SELECT price::float8 AS price FROM items WHERE id = $1',
      [id],
    )
  )[0]!.price;

describe('GET /api/package/getCustomizedProject', () => {
  it("answers the package, its items, and the hospital's add-ons and combos it lacks", async () => {
    const { status, body } = await plan({ hospId: 1, packageId: 1 });
    expect(status).toBe(200);
    const p = body.data;
    expect(p).toMatchObject({
      packageId: 1,
      packageName: '青春活力基础套餐',
      packagePrice: 299,
      packageAppointCount: 1320,
      addItemsName: '自选加项',
      suggestions: [],
      userSurveyId: null,
    });

    const stored = await ctx.db.query<{ id: number; name: string; type: number; sort: number }>(
      `SELECT i.id, i.item_name AS name, i.type, pi.sort FROM package_items pi JOIN items i ON i.id = pi.item_id
        WHERE pi.package_id = 1 ORDER BY pi.sort`,
    );
    expect(p.packageItems).toEqual(
      stored.map((r) => ({ id: r.id, name: r.name, itemType: r.type, sort: r.sort })),
    );

    // Package 1 holds none of the six add-ons: all are offered, in the seed's order.
    expect(p.addItems.map((i) => i.id)).toEqual(addOnItemCodes.map((c) => item[c]));
    expect(p.addItems.every((i) => i.isSelected === false)).toBe(true);
    const ct = p.addItems.find((i) => i.id === item.CT01);
    expect(ct).toMatchObject({
      name: '胸部低剂量螺旋 CT',
      price: 380,
      description: '早期肺结节与肺癌筛查首选。',
      importantTips: '孕期及备孕女性禁做',
    });
    expect(p.addItems.find((i) => i.id === item.THBA1C)).toMatchObject({
      name: '糖化血红蛋白（HbA1c）',
      price: 60,
      generalTips: '无需空腹，可与其他采血项目同时进行',
      alias: null,
    });

    expect(p.addCombos).toEqual([
      {
        comboId: 1,
        comboName: '心脑血管筛查组合',
        price: 468,
        isSelected: false,
        itemNames: ['心脏彩超', '颈动脉彩超', '同型半胱氨酸（HCY）'],
      },
      {
        comboId: 2,
        comboName: '肿瘤标志物组合',
        price: 168,
        isSelected: false,
        itemNames: ['甲胎蛋白（AFP）', '癌胚抗原（CEA）', '糖类抗原 CA19-9'],
      },
      {
        comboId: 3,
        comboName: '女性专项组合',
        price: 498,
        isSelected: false,
        itemNames: ['乳腺彩超', 'HPV 分型检测', '宫颈液基薄层细胞学检查（TCT）'],
      },
    ]);
  });

  it('leaves out add-ons and combos the package already holds, and combos of the other sex', async () => {
    // 全面深度体检套餐 holds CT, thyroid ultrasound, bone density, C13 and carotid ultrasound.
    const deep = (await plan({ hospId: 1, packageId: 5 })).body.data;
    expect(deep.addItems.map((i) => i.id)).toEqual([item.THBA1C, item.JGN01]);
    expect(deep.addCombos.map((c) => c.comboId)).toEqual([2, 3]);

    // A package for men offers no combo for women.
    const men = (await plan({ hospId: 1, packageId: 2 })).body.data;
    expect(men.addCombos.map((c) => c.comboId)).toEqual([1, 2]);
    expect(men.addItems.some((i) => i.id === item.CT01)).toBe(false);

    // The women's package holds the breast ultrasound and HPV test already.
    const women = (await plan({ hospId: 1, packageId: 3 })).body.data;
    expect(women.addCombos.map((c) => c.comboId)).toEqual([1, 2]);
  });

  it('answers no survey advice while there are no questionnaires', async () => {
    const { body } = await plan({ hospId: 1, packageId: 1, userSurveyId: 7 });
    expect(body.data).toMatchObject({ suggestions: [], userSurveyId: null });
  });

  it('refuses an unknown package, one of another branch, and one not bookable', async () => {
    expect(await plan({ hospId: 1, packageId: 999 })).toMatchObject({
      status: 404,
      body: { code: 404, msg: MSG.packageNotFound, data: null },
    });
    expect((await plan({ hospId: 2, packageId: 1 })).body.msg).toBe(MSG.packageNotFound);
    expect(await plan({ hospId: 1, packageId: 13 })).toMatchObject({
      status: 400,
      body: { msg: MSG.packageNotBookable },
    });
    for (const bad of [
      { hospId: 1 },
      { packageId: 1 },
      { hospId: 1, packageId: 'x' },
      { hospId: 0, packageId: 1 },
    ])
      expect((await plan(bad)).status).toBe(400);
    expect((await plan({ hospId: 1, packageId: 1, userSurveyId: -1 })).status).toBe(400);
  });
});

describe('CreateUserOrder with add-ons and combos', () => {
  const draft = (over: Record<string, unknown>, token = alice, profileId = aliceSelf) =>
    inject(ctx.app, api.createUserOrder, { hospId: 1, packageId: 1, profileId, ...over }, token);

  it('prices the package, its add-ons and combos, stores them, and lists every item', async () => {
    const addItems = [item.THBA1C!, item.CT01!];
    const res = await draft({ addItems, addCombos: [2, 1] });
    expect(res.status).toBe(200);
    const order = res.body.data as PersonalOrder;
    const expected =
      299 + (await itemPrice(item.THBA1C!)) + (await itemPrice(item.CT01!)) + 168 + 468;
    expect(expected).toBe(1375);
    expect(order.totalPrice).toBe(expected);

    const [row] = await ctx.db.query<{
      total_price: number;
      add_item_ids: number[];
      add_combo_ids: number[];
    }>(
      'SELECT total_price::float8 AS total_price, add_item_ids, add_combo_ids FROM personal_orders WHERE order_no = $1',
      [order.orderNo],
    );
    expect(row).toEqual({ total_price: 1375, add_item_ids: addItems, add_combo_ids: [2, 1] });

    // The package's items, then the add-ons as chosen, then each combo's items in turn.
    const packageItems = await ctx.db.query<{ id: number; itemName: string }>(
      `SELECT i.id, i.item_name AS "itemName" FROM package_items pi JOIN items i ON i.id = pi.item_id
        WHERE pi.package_id = 1 ORDER BY pi.sort`,
    );
    const comboItems = (id: number) =>
      combos.find((c) => c.id === id)!.items.map((code) => item[code]);
    expect(order.details.map((d) => d.id)).toEqual([
      ...packageItems.map((d) => d.id),
      ...addItems,
      ...comboItems(2),
      ...comboItems(1),
    ]);
    expect(order.details.find((d) => d.id === item.XZBC01)?.itemName).toBe('心脏彩超');
  });

  it('prices a combo alone, and lets a woman add the combo for women', async () => {
    const combo = await draft({ addCombos: [3] }, bob, bobSelf);
    expect(combo.status).toBe(200);
    expect((combo.body.data as PersonalOrder).totalPrice).toBe(299 + 498);
    const none = await draft({ addItems: [], addCombos: [] });
    expect((none.body.data as PersonalOrder).totalPrice).toBe(299);
  });

  it('refuses an item the package holds, a non-add-on, an unknown or mismatched combo', async () => {
    expect(await draft({ addItems: [item.XT01] })).toMatchObject({
      status: 400,
      body: { msg: MSG.addOnInPackage },
    });
    // On sale alone, but already in 全面深度体检套餐.
    expect((await draft({ packageId: 5, addItems: [item.CT01] })).body.msg).toBe(
      MSG.addOnInPackage,
    );
    expect(await draft({ addItems: [item.MRI01] })).toMatchObject({
      status: 400,
      body: { msg: MSG.addOnInvalid },
    });
    expect((await draft({ addItems: [99_999] })).body.msg).toBe(MSG.addOnInvalid);
    expect(await draft({ addCombos: [99] })).toMatchObject({
      status: 400,
      body: { msg: MSG.comboInvalid },
    });
    expect(await draft({ addCombos: [3] })).toMatchObject({
      status: 400,
      body: { msg: MSG.comboSexMismatch },
    });
    // The cardiovascular combo's carotid ultrasound is in the deep package already.
    expect((await draft({ packageId: 5, addCombos: [1] })).body.msg).toBe(MSG.addOnInPackage);
  });

  it('refuses paying twice for an item, and a combo withdrawn from sale', async () => {
    await ctx.db.query(
      "INSERT INTO combos (id, hosp_id, name, price, sort) VALUES (90, 1, '肺部加强组合', 400, 90), (91, 1, '停售组合', 100, 91)",
    );
    await ctx.db.query(
      'INSERT INTO combo_items (combo_id, item_id, sort) VALUES (90, $1, 1), (90, $2, 2), (91, $2, 1)',
      [item.CT01, item.CEA01],
    );
    expect((await draft({ addItems: [item.CT01], addCombos: [90] })).body).toMatchObject({
      code: 400,
      msg: MSG.addOnDuplicate,
    });
    // Two combos holding the same tumour marker.
    expect((await draft({ addCombos: [2, 90] })).body.msg).toBe(MSG.addOnDuplicate);
    await ctx.db.query('UPDATE combos SET enabled = false WHERE id = 91');
    expect((await draft({ addCombos: [91] })).body.msg).toBe(MSG.comboInvalid);
    expect(
      (await plan({ hospId: 1, packageId: 1 })).body.data.addCombos.map((c) => c.comboId),
    ).toEqual([1, 2, 3, 90]);

    const before = await ctx.db.query('SELECT 1 FROM personal_orders');
    expect((await draft({ addCombos: [1, 1] })).status).toBe(400);
    expect((await draft({ addCombos: Array.from({ length: 21 }, (_, i) => i + 1) })).status).toBe(
      400,
    );
    expect((await draft({ addCombos: [0] })).status).toBe(400);
    expect((await draft({ addCombos: 'x' })).status).toBe(400);
    expect(await ctx.db.query('SELECT 1 FROM personal_orders')).toHaveLength(before.length);
  });
});
