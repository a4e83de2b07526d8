// The company area's refusals and notices, in the hospitals' language like plugins/messages.ts.
import type { TeamRefusal } from '../../../src/rules/company.ts';
import { TEAM_NAME_MAX, TEAM_REMARK_MAX } from '../../../src/rules/company.ts';

export const COMPANY_MSG = {
  queryFailed: '查询单位预约信息失败，请先添加体检人',
  notFound: '未找到该单位预约信息',
  notBookable: '该单位预约已预约或已体检，请勿重复提交',
  onlyBooked: '只有已预约的单位预约可以取消',
  groupRequired: '请选择体检方案',
  groupNotFound: '未找到该体检方案',
  comboInvalid: '所选加项不属于该体检方案，请重新选择',
  noAddOns: '该体检方案不支持加项',
  pointsInsufficient: '加项积分不足',
  addOnsUnselected: '您还有未选择的加项',
  extFormRequired: '请先填写上面的各表单项',
  stockInsufficient: '预约人数可用库存不足，请重新选择',
  booked: '预约成功',
  cancelled: '取消预约成功',
  dateRequired: '请选择体检日期和时段',
  teamSubmitted: '团检申请已提交',
  teamWithdrawn: '团检申请已撤回',
  teamWithdrawFailed: '撤回失败',
  teamExists: '您已提交过团检申请，请勿重复提交',
} as const;

/** '{category} at most N items'. */
export const categoryLimitMsg = (category: string, count: number) =>
  `${category}最多选择${count}项`;

export const TEAM_MSG: Record<TeamRefusal, string> = {
  teamCompanyRequired: '请填写单位名称',
  teamContactRequired: '请填写联系人姓名',
  teamPhoneRequired: '请填写联系电话',
  teamPhoneInvalid: '联系电话不正确，请重新输入',
  teamCompanyTooLong: `单位名称不能超过${TEAM_NAME_MAX}个字`,
  teamContactTooLong: `联系人姓名不能超过${TEAM_NAME_MAX}个字`,
  teamRemarkTooLong: `备注不能超过${TEAM_REMARK_MAX}个字`,
  teamDatePast: '期望体检日期不能早于今天',
};
