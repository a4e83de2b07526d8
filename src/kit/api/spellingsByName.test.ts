// @vitest-environment node
// Each other spelling the spec allows for a profile, a package, a union's branch and a schedule
// day (document 1 sections 3 and 7, document 2 section 3), written out: an answer that holds only the other name is
// read under the contract's. spellings.test.ts derives its answers from the table the app
// uses, so a spelling dropped from that table leaves it green; these fail.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './call';
import { transport } from './client';
import { companySchedules } from '@/contract/company';
import { packageFind, packageList, recommendedPackages } from '@/contract/catalog';
import type { Endpoint } from '@/contract/endpoint';
import { unionHospitals } from '@/contract/hosp';
import { personalSchedules } from '@/contract/orders';
import { addProfile, profileList, updateProfile } from '@/contract/profiles';

vi.mock('@/kit/api/client', () => ({ transport: { get: vi.fn(), send: vi.fn() } }));

/** What the app reads of `data`, sent by a backend as a call's whole answer. */
async function read(ep: Endpoint, data: unknown): Promise<unknown> {
  const answer = Promise.resolve({ data, msg: '' });
  vi.mocked(transport.get).mockReturnValue(answer as never);
  vi.mocked(transport.send).mockReturnValue(answer as never);
  return (call as (e: Endpoint, i: unknown) => Promise<unknown>)(ep, { id: 1 });
}

beforeEach(() => {
  vi.mocked(transport.get).mockReset();
  vi.mocked(transport.send).mockReset();
});

/** A relative as a backend of the spec's other spellings sends it: no idType, mobile, relation. */
const otherProfile = {
  id: 41,
  account_id: 7,
  name: '李父',
  sex: 1,
  birth: '1960-05-01',
  marital: 1,
  idtype: 1,
  idcard: 'encrypted-id',
  phone: 'encrypted-phone',
  relationship: 'parents',
  jlzt: 1,
};

describe('a profile spelled idtype, phone, relationship', () => {
  it('is read by the profile list as idType, mobile and relation', async () => {
    const [profile] = (await read(profileList, [otherProfile])) as [Record<string, unknown>];
    expect(profile.idType).toBe(1);
    expect(profile.mobile).toBe('encrypted-phone');
    expect(profile.relation).toBe('parents');
  });

  it.each([
    ['addProfile', addProfile],
    ['updateProfile', updateProfile],
  ])('is read by %s as idType, mobile and relation', async (_, ep) => {
    expect(await read(ep, otherProfile)).toMatchObject({
      idType: 1,
      mobile: 'encrypted-phone',
      relation: 'parents',
    });
  });

  it('an ID type 0 under idtype is read as 0, not as missing', async () => {
    const [profile] = (await read(profileList, [{ ...otherProfile, idtype: 0 }])) as [
      Record<string, unknown>,
    ];
    expect(profile.idType).toBe(0);
  });
});

/** A package as a backend of the other spelling sends it: `xh`, no `id`. */
const otherPackage = {
  xh: 23,
  code: 'TC23',
  name: '入职体检',
  alias: null,
  remark: null,
  img_url: null,
  sale_price: 199,
  price: 260,
  appoint_count: 12,
  sex_limit: 0,
  sort: 1,
  exam_type_id: 2,
  appointment_status: 1,
};

describe('a package spelled xh', () => {
  it('is read by the package list (a whole list, no paging) as id', async () => {
    const page = (await read(packageList, [otherPackage])) as { data: { id: unknown }[] };
    expect(page.data.map((p) => p.id)).toEqual([23]);
  });

  it('is read by the recommended packages as id', async () => {
    const rows = (await read(recommendedPackages, [otherPackage])) as { id: unknown }[];
    expect(rows.map((p) => p.id)).toEqual([23]);
  });

  it("is read by a package's detail as id", async () => {
    const detail = { ...otherPackage, exam_notice: null, notice_content: null, items: [] };
    expect(await read(packageFind, detail)).toMatchObject({ id: 23 });
  });
});

describe("a union's branch spelled union_name", () => {
  const branch = {
    hosp_id: 3,
    union_name: '城东分院',
    img_sm_url: '/logo.svg',
    address: '城东路 1 号',
    remark: '',
    link: null,
    enable: 1,
  };

  it('is read as hosp_name', async () => {
    const [read1] = (await read(unionHospitals, [branch])) as [{ hosp_name: string }];
    expect(read1.hosp_name).toBe('城东分院');
  });

  it('a null hosp_name beside it gives way to union_name', async () => {
    const [read1] = (await read(unionHospitals, [{ ...branch, hosp_name: null }])) as [
      { hosp_name: string },
    ];
    expect(read1.hosp_name).toBe('城东分院');
  });
});

describe('a schedule day spelled orderDate, its ranges timeRangeId and name', () => {
  const day = {
    orderDate: '2026-12-01',
    isOpen: true,
    orderable: true,
    reason: '',
    limitNumAm: 50,
    limitNumPm: 30,
    timeRanges: [
      {
        timeRangeId: 8,
        name: '08:00-09:00',
        period: 0,
        limitNum: 10,
        orderNum: 2,
        orderable: true,
      },
    ],
  };

  it.each([
    ['personalSchedules', personalSchedules],
    ['companySchedules', companySchedules],
  ])('is read by %s as dayValue, id and timeRangeName', async (_, ep) => {
    const [read1] = (await read(ep, [day])) as [Record<string, unknown>];
    expect(read1.dayValue).toBe('2026-12-01');
    expect(read1.timeRanges).toMatchObject([{ id: 8, timeRangeName: '08:00-09:00' }]);
  });
});
