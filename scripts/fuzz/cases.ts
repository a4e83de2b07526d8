// The malformed input the fuzzer sends: every name the spec uses for a query or body field,
// each with values of the shapes that broke the server before (NUL bytes, lone surrogates,
// integers past 32 bits, impossible dates, huge strings, wrong types).

const KEYS = [
  'hospid',
  'hospId',
  'id',
  'Value',
  'code',
  'state',
  'orderNo',
  'userid',
  'startDate',
  'endDate',
  'date',
  'type',
  'examType',
  'sex',
  'page',
  'pageSize',
  'name',
  'idcard',
  'mobile',
  'phone',
  'username',
  'password',
  'newPassword',
  'payment',
  'paymentOption',
  'scheduleId',
  'packageId',
  'profileId',
  'extraData',
  'ticket',
  'token',
  'key',
  'captchaKey',
  'captchaCode',
  'smsCode',
  'marital',
  'relation',
  'birthday',
  'companyName',
  'redirect',
  'tradeNo',
  'addons',
  'items',
  'timeSlot',
];

export const QUERY_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F',
  '2147483648',
  '99999999999999999999',
  '-1',
  '1.5',
  'NaN',
  '2000-01-00',
  '2026-11-31',
  '0000-01-01',
  'x'.repeat(5000),
  '',
  '%5B%5D',
];

export const JSON_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  2147483648,
  2 ** 53,
  -1,
  1.5,
  null,
  true,
  {},
  [],
  [{}],
  '2026-11-31',
  '2000-01-00',
  '0000-01-01',
  'x'.repeat(20_000),
];

/** The path with its parameters filled in, then with each field set to each bad value. */
export function queryCases(path: string): string[] {
  const filled = path.replace(/:\w+/g, '1');
  const params = path.includes(':')
    ? QUERY_VALUES.map((value) => path.replace(/:\w+/g, value))
    : [];
  const queries = KEYS.flatMap((key) => [
    ...QUERY_VALUES.map((value) => `${filled}?hospid=1&${key}=${value}`),
    `${filled}?hospid=1&${key}=1&${key}=2`,
  ]);
  return [...params, ...queries];
}

export function bodyCases(): Array<{ body: string; type?: string }> {
  const broken = ['{', '[]', 'null', '"x"', '1', '{"a":', ''].map((body) => ({ body }));
  const wrongType = [
    { body: 'x', type: 'text/plain' },
    { body: 'a=1', type: 'application/x-www-form-urlencoded' },
  ];
  const fields = KEYS.flatMap((key) =>
    JSON_VALUES.map((value) => ({ body: JSON.stringify({ hospid: 1, hospId: 1, [key]: value }) })),
  );
  return [...broken, ...wrongType, ...fields];
}

export interface RawCase {
  head: string;
  body?: string;
  /** Close our side after writing, as a client that sent less than it announced. */
  halfClose?: boolean;
}

/** What only a hand-written request can carry: the HTTP parser's refusals. */
export function rawCases(): RawCase[] {
  const json = 'content-type: application/json';
  return [
    { head: `GET /api/hosp/info?hospid=1&q=${'a'.repeat(17_000)} HTTP/1.1` },
    {
      head: `POST /api/auth/login HTTP/1.1\r\n${json}\r\ncontent-length: 100`,
      body: '{"a":1}',
      halfClose: true,
    },
    { head: 'GET /api/hosp/info?hospid=%zz HTTP/1.1' },
    { head: 'GET /api/%zz HTTP/1.1' },
    { head: 'GET /api/hosp/info?hospid=%E0%A4%A HTTP/1.1' },
    {
      head: `POST /api/user/addprofile HTTP/1.1\r\n${json}\r\ntransfer-encoding: chunked`,
      body: 'zz\r\n{}\r\n0\r\n\r\n',
    },
    {
      head: `POST /api/user/addprofile HTTP/1.1\r\n${json}\r\ncontent-length: 2000000`,
      body: '{"a":"' + 'x'.repeat(1_999_990) + '"}',
    },
    { head: 'GET /api/hosp/info?hospid=1 HTTP/1.1\r\nx-bad: a\u0001b' },
  ];
}
