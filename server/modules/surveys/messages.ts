// The questionnaire's refusals, in the hospitals' language like server/plugins/messages.ts;
// kept beside the module so the area's words sit in one place.
export const SURVEY_MSG = {
  surveyNotFound: '问卷不存在或已停用',
  recordNotFound: '问卷记录不存在',
  profileDeleted: '该用户已被删除，请重新选择评估人',
  profileMissing: '请先选择评估人',
  unknownQuestion: '问卷答案与题目不符，请重新填写',
  optionRequired: '请选择选项',
  textRequired: '该题需要填写信息',
  extraRequired: '选项需要填写补充内容',
  tooLong: '填写内容不能超过100个字',
  saved: '提交成功，感谢您的配合',
} as const;

/** Headings of the suggestions on the tailored plan, by suggestion type. */
export const SUGGESTION_TITLES = {
  foods: '饮食建议',
  sports: '运动建议',
  drinking: '饮酒建议',
  smoking: '吸烟建议',
} as const;
