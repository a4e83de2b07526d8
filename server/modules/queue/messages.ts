// The queue's refusals, in the hospital's language like the rest of the server's (see
// plugins/messages.ts); kept beside the module so the area stays in one folder.
export const QUEUE_MSG = {
  /** Spec 8: queue login failed (unknown number, wrong phone or key: one message for all). */
  loginFailed: '排队登录失败，请核对体检号和手机号',
  /** Spec 5: today's queue only. */
  notToday: '仅可查询当天的排队信息',
  /** A key unknown, past its 24 hours, or of another day. */
  keyExpired: '排队登录已失效，请重新登录',
  noQueueToday: '未查询到您今天的体检排队信息',
  noExamInfo: '未查询到您今天的体检信息',
  /** The test window's answer for an exam number with no visit. */
  noVisit: '未找到该体检号的排队记录',
} as const;
