import { afterEach, describe, expect, it, vi } from 'vitest';
import { Value } from 'typebox/value';
import { SaveCompanyAppointmentInput, type CompanyAppointment } from '@/contract';
import { transport } from '@/kit/api/client';
import { companyApi } from './api';
import { bookingBody } from '@/rules/companyBooking';

// SaveCompanyAppointment sends "the stored appointment object" (document 2's API table): the
// company appointment with every field the spec lists, the chosen day and range filled in.

/** The appointment as the flow's steps stored it: plan chosen, add-ons, form answers. */
const stored: CompanyAppointment = {
  id: 12,
  examNo: 'T2026110004',
  createTime: '2026-03-01T02:00:00.000Z',
  profileId: 5,
  name: '冯涛',
  mobile: '138****0024',
  idcard: '3301**********101X',
  companyName: '浙江恒信建设集团',
  companyBatchName: '2026年秋季入职体检',
  batchNoticeContent: '<p>空腹</p>',
  groupId: 6,
  groupName: '入职全面方案',
  addinMode: 3,
  groupItems: [{ itemType: 1, itemName: '胸部DR', itemMeanning: '肺部及胸廓检查' }],
  addCombos: [
    {
      comboId: 8,
      comboName: '糖化血红蛋白',
      comboMeanning: '近三个月血糖水平',
      comboImportantTips: '',
      consumePoints: 0,
      price: 90,
      selected: true,
    },
  ],
  appointStatus: 0,
  appointDate: null,
  appointTimeRangeName: null,
  appointTimeRangeId: null,
  extFormConfig: '{"data":[{"label":"工号","value":""}]}',
  extFormValue: '{"工号":"B7"}',
  hospName: '康宁体检中心',
  hospAddress: '杭州市西湖区',
};
const slot = { date: '2026-05-04', timeRangeId: 2, timeRangeName: '08:30-09:30' };

/** Document 2's company appointment, field by field. */
const SPEC_FIELDS = [
  'id',
  'examNo',
  'createTime',
  'name',
  'mobile',
  'idcard',
  'companyName',
  'companyBatchName',
  'batchNoticeContent',
  'groupId',
  'groupName',
  'groupItems',
  'addCombos',
  'appointStatus',
  'appointDate',
  'appointTimeRangeName',
  'appointTimeRangeId',
  'extFormConfig',
  'extFormValue',
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the SaveCompanyAppointment body', () => {
  it('is the stored appointment with the chosen day, range and its name', () => {
    const body = bookingBody(stored, slot);
    expect(Object.keys(body)).toEqual(expect.arrayContaining(SPEC_FIELDS));
    expect(body).toEqual({
      ...stored,
      appointDate: '2026-05-04',
      appointTimeRangeId: 2,
      appointTimeRangeName: '08:30-09:30',
    });
    expect(body.addCombos[0]).toMatchObject({ comboId: 8, comboName: '糖化血红蛋白', price: 90 });
    expect(body.groupItems![0]).toEqual(stored.groupItems[0]);
  });

  it("sends only the answers to the batch's fields: one it no longer asks is left out", () => {
    const kept = { ...stored, extFormValue: '{"旧字段":"上次","工号":"B7"}' };
    expect(bookingBody(kept, slot).extFormValue).toBe('{"工号":"B7"}');
    expect(bookingBody({ ...stored, extFormConfig: null }, slot).extFormValue).toBeNull();
  });

  it('fits the contract the server validates with', () => {
    expect(Value.Check(SaveCompanyAppointmentInput, bookingBody(stored, slot))).toBe(true);
  });

  it('goes on the wire as built', async () => {
    const send = vi.spyOn(transport, 'send').mockResolvedValue({ data: stored, msg: '' });
    await companyApi.save(stored, slot);
    expect(send).toHaveBeenCalledWith({
      method: 'POST',
      url: 'api/company/SaveCompanyAppointment',
      data: bookingBody(stored, slot),
    });
  });
});
