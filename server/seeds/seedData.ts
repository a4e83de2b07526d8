// Demo data of the reference server: a union of two branches of one check-up centre.
// This is data, not interface text, so it is written in the hospitals' own language.

export const DEMO_UNION_CODE = 'kangning';
export const OPEN_HOSP_ID = 1;
export const BUILDING_HOSP_ID = 2;

const notice = `<h3>体检前注意事项</h3>
<ol>
<li>体检前三天清淡饮食，勿饮酒，避免剧烈运动。</li>
<li>体检当日需空腹（禁食 8 小时以上），可少量饮水。</li>
<li>请携带本人有效身份证件，按预约时段到达前台签到。</li>
<li>女性经期请勿做妇科及尿液检查，孕期或可能怀孕者请勿做放射检查。</li>
</ol>
<p>如需改期，请至少提前一天在“我的预约”中操作，或致电体检中心。</p>
<script>window.__seededScriptRan = 'notice'</script>`;

// Each also carries what a careless backend might send (a script, an outside picture with
// an onerror): the app's sanitiser must drop both, and the journeys check that it does.
const introduction = `<p>康宁体检中心成立于 2008 年，是一家以健康体检、慢病筛查和健康管理为核心的专业体检机构。</p>
<p>中心配备 3.0T 磁共振、64 排螺旋 CT、全自动生化分析仪等设备，由三甲医院退休专家领衔主检，每年服务受检者逾 20 万人次。</p>
<img src="/demo-assets/intro.svg" alt="中心环境" />
<img src="https://tracker.example.com/pixel.gif" onerror="window.__seededScriptRan = 'introduction'" alt="" />`;

export const hospitals = [
  {
    id: OPEN_HOSP_ID,
    name: '康宁体检中心（滨江院区）',
    address: '浙江省杭州市滨江区江南大道 1888 号康宁大厦 2-4 层',
    hosp_type: 1,
    phone: '0571-86001234',
    primary_phone: '0571-86001234',
    phones: [
      { name: '预约咨询', phoneNumber: '0571-86001234' },
      { name: '团检业务', phoneNumber: '0571-86005678' },
      { name: '报告解读', phoneNumber: '0571-86009012' },
    ],
    open_hour: '周一至周六 上午 07:30-11:30，下午 13:30-15:00（周日休息）',
    notice,
    introduction,
    logo_url: '/demo-assets/logo-binjiang.svg',
    banner_image_list: [
      { imageUrl: '/demo-assets/banner-1.svg', link: '/packageList' },
      { imageUrl: '/demo-assets/banner-2.svg', link: '/notice' },
      { imageUrl: '/demo-assets/banner-3.svg', link: null },
    ],
    map_x: 120.2108,
    map_y: 30.2084,
  },
  {
    id: BUILDING_HOSP_ID,
    name: '康宁体检中心（城西院区）',
    address: '浙江省杭州市西湖区文一西路 968 号',
    hosp_type: 1,
    phone: '0571-88002345',
    primary_phone: '0571-88002345',
    phones: [{ name: '筹建办', phoneNumber: '0571-88002345' }],
    open_hour: '筹建中，预计 2027 年春季开业',
    notice: '<p>城西院区正在筹建中，暂不接受预约。</p>',
    introduction: '<p>城西院区建筑面积 6000 平方米，开业后将提供全套健康体检服务。</p>',
    logo_url: '/demo-assets/logo-chengxi.svg',
    banner_image_list: [{ imageUrl: '/demo-assets/banner-building.svg', link: null }],
    map_x: 120.0912,
    map_y: 30.2895,
  },
];

export const unions = [{ code: DEMO_UNION_CODE, name: '康宁体检' }];

export const unionHospitals = [
  {
    union_code: DEMO_UNION_CODE,
    hosp_id: OPEN_HOSP_ID,
    union_name: '滨江院区',
    img_sm_url: '/demo-assets/logo-binjiang.svg',
    remark: '地铁 1 号线滨和路站 B 口步行 5 分钟，院内免费停车',
    link: null,
    enable: 1,
    sort: 1,
  },
  {
    union_code: DEMO_UNION_CODE,
    hosp_id: BUILDING_HOSP_ID,
    union_name: '城西院区',
    img_sm_url: '/demo-assets/logo-chengxi.svg',
    remark: '筹建中，敬请期待',
    link: null,
    enable: 0,
    sort: 2,
  },
];

/** Every switch of the spec; values are 是/否 as the hospitals' systems store them. */
export function configsFor(hospId: number) {
  return [
    { code: 'enable_captcha', value: '是', detail_note: '发送短信前需输入图形验证码' },
    { code: 'show_top1_company_appointment', value: '否', detail_note: '仅显示最近一次单位预约' },
    { code: 'show_additem_option', value: '是', detail_note: '预约时可选择现场加项' },
    {
      code: 'show_company_name_input',
      value: hospId === OPEN_HOSP_ID ? '是' : '否',
      detail_note: '个人|杭州康宁科技有限公司|浙江滨江建设集团|其他单位',
    },
    { code: 'show_payment_options', value: '是', detail_note: '银行卡|储值卡|商业保险' },
    { code: 'show_default_payment', value: '是', detail_note: '显示到院支付' },
    {
      code: 'reminder_enable',
      value: '是',
      detail_note: '预约后于体检前一天发送提醒（短信或微信）',
    },
    { code: 'report_enable_pdf', value: '是', detail_note: '允许下载 PDF 报告' },
    { code: 'report_enable_default_view', value: '是', detail_note: '允许在线查看报告' },
    { code: 'rating_before_report', value: '是', detail_note: '查看报告前需先评价' },
    { code: 'report_share_enable', value: '是', detail_note: '允许将报告分享给家人' },
    // Issue 29: the summary for the doctor (off when absent).
    { code: 'report_summary_enable', value: '是', detail_note: '允许生成就诊摘要 PDF' },
    {
      code: 'user_rating_response',
      value:
        '非常抱歉给您带来不好的体验，我们会认真改进|抱歉没能让您满意，我们会继续努力|感谢您的评价，我们会做得更好|感谢您的认可，欢迎再次光临|感谢您的五星好评，祝您健康！',
      detail_note: '按星级回复，竖线分隔',
    },
    {
      code: 'user_password_level',
      value: '3',
      detail_note: '长度8-16位，至少包含大写字母、小写字母、数字、特殊字符中的三种',
    },
  ];
}

/**
 * The open branch's mini program (not in the spec, whose launch page's details are not
 * shown): its name, original id, page, picture, purpose, and the link its QR code holds
 * where it cannot be opened directly.
 */
export const weappConfigs = [
  { code: 'weapp_name', value: '康宁体检小程序', detail_note: '小程序名称' },
  { code: 'weapp_username', value: 'gh_3a5c7e9b1d2f', detail_note: '小程序原始 ID' },
  { code: 'weapp_path', value: 'pages/index/index.html', detail_note: '打开的页面' },
  { code: 'weapp_image', value: '/demo-assets/weapp.svg', detail_note: '小程序图片' },
  {
    code: 'weapp_intro',
    value: '在小程序中预约体检、查看报告、接收体检提醒，随时随地管理您和家人的健康。',
    detail_note: '小程序用途',
  },
  {
    code: 'weapp_link',
    value: 'https://wxaurl.cn/kangningDemo',
    detail_note: '小程序链接（二维码内容）',
  },
];

/** The open branch's menu entry of its mini program, added with its configs. */
export const weappModule = { hosp_id: OPEN_HOSP_ID, code: 'weapp', name: '体检小程序', status: 1 };

/** The first demo account's feedback, answered by the centre, so "my feedback" shows a reply. */
export const demoFeedback = {
  mobile: '13800000001',
  type: 'suggestion',
  content: '候诊区的座位有点少，上午高峰时段不少人站着等，建议增加一些座椅。',
  reply: '感谢您的建议！我们已在二楼候诊区增加了 20 个座位，欢迎您下次体检时体验。',
};

/**
 * The home menu of the open branch: 'reportList' is renamed, 'queue' has status 2,
 * 'feedback' has no name, and 'guideline' is missing, so each rule of the spec shows.
 */
export const homeModules = [
  { hosp_id: OPEN_HOSP_ID, code: 'checkup', name: '个人体检', status: 1 },
  { hosp_id: OPEN_HOSP_ID, code: 'team-checkup', name: '单位团检', status: 1 },
  { hosp_id: OPEN_HOSP_ID, code: 'reportList', name: '查报告', status: 1 },
  { hosp_id: OPEN_HOSP_ID, code: 'survey', name: '健康问卷', status: 1 },
  { hosp_id: OPEN_HOSP_ID, code: 'notice', name: '体检须知', status: 1 },
  { hosp_id: OPEN_HOSP_ID, code: 'queue', name: '排队叫号', status: 2 },
  { hosp_id: OPEN_HOSP_ID, code: 'location', name: '来院导航', status: 1 },
  { hosp_id: OPEN_HOSP_ID, code: 'about', name: '关于我们', status: 1 },
  { hosp_id: OPEN_HOSP_ID, code: 'articles', name: '健康资讯', status: 1 },
  { hosp_id: OPEN_HOSP_ID, code: 'companyTeamRegister', name: '团检申请', status: 1 },
  { hosp_id: OPEN_HOSP_ID, code: 'feedback', name: null, status: 1 },
  { hosp_id: BUILDING_HOSP_ID, code: 'about', name: '院区介绍', status: 1 },
  { hosp_id: BUILDING_HOSP_ID, code: 'location', name: '院区位置', status: 1 },
  { hosp_id: BUILDING_HOSP_ID, code: 'notice', name: '筹建公告', status: 1 },
];

export const assets = [
  { hosp_id: OPEN_HOSP_ID, name: 'promo_survey', value: '/demo-assets/promo-survey.svg' },
  {
    hosp_id: OPEN_HOSP_ID,
    name: 'promo_personalAppointment',
    value: '/demo-assets/promo-personal.svg',
  },
  {
    hosp_id: OPEN_HOSP_ID,
    name: 'promo_companyAppointment',
    value: '/demo-assets/promo-company.svg',
  },
];

export const examTypes = [
  {
    id: 1,
    hosp_id: OPEN_HOSP_ID,
    name: '健康体检',
    img_url: '/demo-assets/type-health.svg',
    sort: 1,
  },
  { id: 2, hosp_id: OPEN_HOSP_ID, name: '入职体检', img_url: '/demo-assets/type-job.svg', sort: 2 },
  {
    id: 3,
    hosp_id: OPEN_HOSP_ID,
    name: '专项筛查',
    img_url: '/demo-assets/type-special.svg',
    sort: 3,
  },
  {
    id: 4,
    hosp_id: BUILDING_HOSP_ID,
    name: '健康体检',
    img_url: '/demo-assets/type-health.svg',
    sort: 1,
  },
];

type ItemSeed = [
  code: string,
  name: string,
  type: 0 | 1 | 2 | 3,
  price: number,
  description: string | null,
];

/** Items of all four types: 0 general, 1 auxiliary/imaging, 2 lab, 3 other. */
export const items: ItemSeed[] = [
  [
    'YB01',
    '一般检查（身高、体重、血压、BMI）',
    0,
    20,
    '测量身高、体重、血压，计算体重指数，评估营养与心血管基础状况。',
  ],
  ['NK01', '内科检查', 0, 20, '心、肺、腹部触诊与听诊。'],
  ['WK01', '外科检查', 0, 20, '皮肤、淋巴结、甲状腺、脊柱四肢、乳腺（男）等检查。'],
  ['YK01', '眼科检查（视力、色觉、眼底）', 0, 30, '筛查视力异常、色觉异常及眼底病变。'],
  ['EBH01', '耳鼻喉科检查', 0, 20, null],
  ['FK01', '妇科检查', 0, 80, '妇科常规检查，已婚女性适用。'],
  ['XCG01', '血常规（五分类）', 2, 25, '筛查贫血、感染及血液系统疾病。'],
  ['NCG01', '尿常规', 2, 15, '筛查泌尿系统感染、肾脏疾病及糖尿病。'],
  ['GG01', '肝功能（11 项）', 2, 90, '评估肝细胞损伤、胆汁淤积及肝脏合成功能。'],
  ['SG01', '肾功能（3 项）', 2, 40, '评估肾小球滤过功能。'],
  ['XZ01', '血脂四项', 2, 50, '评估动脉粥样硬化风险。'],
  ['XT01', '空腹血糖', 2, 10, '筛查糖尿病及糖代谢异常。'],
  ['ZL01', '肿瘤标志物（男性 6 项）', 2, 260, '辅助筛查消化道、肺、前列腺等常见肿瘤。'],
  ['ZL02', '肿瘤标志物（女性 6 项）', 2, 260, '辅助筛查消化道、肺、乳腺、卵巢等常见肿瘤。'],
  ['HPV01', 'HPV 分型检测', 2, 280, null],
  ['XD01', '心电图', 1, 30, '筛查心律失常、心肌缺血等。'],
  ['XP01', '胸部正位片（DR）', 1, 80, '筛查肺部及心影异常。'],
  ['CT01', '胸部低剂量螺旋 CT', 1, 380, '早期肺结节与肺癌筛查首选。'],
  ['BC01', '腹部彩超（肝胆胰脾肾）', 1, 150, '筛查脂肪肝、胆囊结石、肾结石等。'],
  ['BC02', '甲状腺彩超', 1, 120, '筛查甲状腺结节。'],
  ['BC03', '乳腺彩超', 1, 120, '筛查乳腺结节与增生。'],
  ['BC04', '颈动脉彩超', 1, 180, '评估颈动脉斑块与狭窄。'],
  ['MRI01', '头颅磁共振（MRI）', 1, 680, '筛查脑梗塞、脑萎缩及颅内占位。'],
  ['GMD01', '骨密度检测', 3, 120, '筛查骨质疏松。'],
  ['C1301', 'C13 呼气试验（幽门螺杆菌）', 3, 160, '无创检测幽门螺杆菌感染。'],
  ['ZC01', '营养早餐', 3, 0, null],
];

interface PlanItemSeed {
  code: string;
  name: string;
  type: 0 | 1 | 2 | 3;
  price: number;
  description: string;
  generalTips: string | null;
  importantTips: string | null;
}

/**
 * The tailored plan of the open branch (seed step `seed:addons`). First, items new to its
 * catalogue: some sold alone as add-ons, the others only inside a combo.
 */
export const planItems: PlanItemSeed[] = [
  {
    code: 'THBA1C',
    name: '糖化血红蛋白（HbA1c）',
    type: 2,
    price: 60,
    description: '反映近 2-3 个月的平均血糖水平，用于糖尿病筛查与控糖评估。',
    generalTips: '无需空腹，可与其他采血项目同时进行',
    importantTips: null,
  },
  {
    code: 'JGN01',
    name: '甲状腺功能三项（FT3、FT4、TSH）',
    type: 2,
    price: 120,
    description: '评估甲状腺功能，筛查甲亢、甲减及亚临床甲状腺疾病。',
    generalTips: '需空腹采血',
    importantTips: '正在服用甲状腺药物者请告知医生',
  },
  {
    code: 'XZBC01',
    name: '心脏彩超',
    type: 1,
    price: 280,
    description: '观察心脏结构、瓣膜活动与心功能，筛查心肌肥厚、瓣膜病、先天性心脏病。',
    generalTips: null,
    importantTips: null,
  },
  {
    code: 'HCY01',
    name: '同型半胱氨酸（HCY）',
    type: 2,
    price: 80,
    description: '心脑血管疾病的独立危险因素，升高提示动脉硬化与卒中风险增加。',
    generalTips: '需空腹采血',
    importantTips: null,
  },
  {
    code: 'AFP01',
    name: '甲胎蛋白（AFP）',
    type: 2,
    price: 60,
    description: '原发性肝癌的重要辅助筛查指标。',
    generalTips: '需空腹采血',
    importantTips: null,
  },
  {
    code: 'CEA01',
    name: '癌胚抗原（CEA）',
    type: 2,
    price: 60,
    description: '广谱肿瘤标志物，辅助筛查结直肠、胃、肺等部位肿瘤。',
    generalTips: '需空腹采血',
    importantTips: null,
  },
  {
    code: 'CA19901',
    name: '糖类抗原 CA19-9',
    type: 2,
    price: 80,
    description: '辅助筛查胰腺、胆道及胃肠道肿瘤。',
    generalTips: '需空腹采血',
    importantTips: null,
  },
  {
    code: 'TCT01',
    name: '宫颈液基薄层细胞学检查（TCT）',
    type: 2,
    price: 180,
    description: '宫颈癌及癌前病变筛查，有性生活史的女性适用。',
    generalTips: '检查前 48 小时内避免性生活及阴道用药，避开月经期',
    importantTips: '无性生活史者请勿选择',
  },
];

/** Items offered alone as add-ons, by code, in the order the plan page lists them. */
export const addOnItemCodes = ['CT01', 'BC02', 'GMD01', 'C1301', 'THBA1C', 'JGN01'];

/** Combos of items sold at one price; `sex` limits who may add one, like a package's. */
export const combos: Array<{
  id: number;
  name: string;
  price: number;
  sex: 0 | 1 | 2;
  items: string[];
}> = [
  { id: 1, name: '心脑血管筛查组合', price: 468, sex: 0, items: ['XZBC01', 'BC04', 'HCY01'] },
  { id: 2, name: '肿瘤标志物组合', price: 168, sex: 0, items: ['AFP01', 'CEA01', 'CA19901'] },
  { id: 3, name: '女性专项组合', price: 498, sex: 2, items: ['BC03', 'HPV01', 'TCT01'] },
];

interface PackageSeed {
  name: string;
  alias: string | null;
  remark: string;
  type: number;
  sex: 0 | 1 | 2;
  sale: number;
  price: number;
  count: number;
  sort: number;
  bookable?: boolean;
  recommended?: boolean;
  notice?: string | null;
  items: string[];
}

const base = ['YB01', 'NK01', 'WK01', 'XCG01', 'NCG01', 'GG01', 'SG01', 'XD01', 'ZC01'];
const reminder =
  '<p>本套餐含空腹项目，请于体检当日 <b>10:00 前</b> 空腹到院；含放射项目，孕期及备孕女性请勿预约。</p>';

export const packages: PackageSeed[] = [
  {
    name: '青春活力基础套餐',
    alias: '基础版',
    remark: '适合 18-30 岁人群的年度基础筛查',
    type: 1,
    sex: 0,
    sale: 299,
    price: 420,
    count: 1320,
    sort: 1,
    recommended: true,
    items: [...base, 'XT01', 'XP01', 'BC01', 'YK01'],
  },
  {
    name: '白领精英套餐（男）',
    alias: null,
    remark: '久坐、熬夜、应酬人群的重点筛查',
    type: 1,
    sex: 1,
    sale: 899,
    price: 1260,
    count: 860,
    sort: 2,
    recommended: true,
    notice: reminder,
    items: [...base, 'XT01', 'XZ01', 'CT01', 'BC01', 'BC02', 'ZL01', 'C1301', 'EBH01'],
  },
  {
    name: '白领精英套餐（女）',
    alias: null,
    remark: '关注乳腺、甲状腺与妇科健康',
    type: 1,
    sex: 2,
    sale: 999,
    price: 1380,
    count: 940,
    sort: 3,
    recommended: true,
    notice: reminder,
    items: [...base, 'XT01', 'XZ01', 'CT01', 'BC01', 'BC02', 'BC03', 'FK01', 'ZL02', 'HPV01'],
  },
  {
    name: '父母关爱套餐',
    alias: '孝心版',
    remark: '心脑血管与肿瘤早筛，送给父母的健康礼物',
    type: 1,
    sex: 0,
    sale: 1599,
    price: 2180,
    count: 610,
    sort: 4,
    recommended: true,
    notice: reminder,
    items: [...base, 'XT01', 'XZ01', 'CT01', 'BC01', 'BC04', 'MRI01', 'GMD01', 'YK01'],
  },
  {
    name: '全面深度体检套餐',
    alias: '尊享版',
    remark: '覆盖全身主要器官的深度筛查',
    type: 1,
    sex: 0,
    sale: 2880,
    price: 3860,
    count: 215,
    sort: 5,
    recommended: true,
    notice: reminder,
    items: [
      ...base,
      'XT01',
      'XZ01',
      'CT01',
      'BC01',
      'BC02',
      'BC04',
      'MRI01',
      'GMD01',
      'C1301',
      'YK01',
      'EBH01',
    ],
  },
  {
    name: '入职体检标准套餐',
    alias: null,
    remark: '满足大多数单位入职体检要求',
    type: 2,
    sex: 0,
    sale: 128,
    price: 180,
    count: 2580,
    sort: 1,
    recommended: true,
    items: ['YB01', 'NK01', 'WK01', 'XCG01', 'GG01', 'XP01'],
  },
  {
    name: '入职体检（食品从业）',
    alias: '健康证',
    remark: '含办理健康证所需项目',
    type: 2,
    sex: 0,
    sale: 98,
    price: 120,
    count: 1960,
    sort: 2,
    recommended: true,
    items: ['YB01', 'NK01', 'WK01', 'XP01', 'GG01'],
  },
  {
    name: '公务员录用体检套餐',
    alias: null,
    remark: '依据公务员录用体检通用标准',
    type: 2,
    sex: 0,
    sale: 368,
    price: 450,
    count: 430,
    sort: 3,
    items: [...base, 'XT01', 'XP01', 'BC01', 'YK01', 'EBH01'],
  },
  {
    name: '肺癌早筛套餐',
    alias: null,
    remark: '低剂量螺旋 CT + 肿瘤标志物',
    type: 3,
    sex: 0,
    sale: 580,
    price: 760,
    count: 505,
    sort: 1,
    recommended: true,
    notice: reminder,
    items: ['YB01', 'CT01', 'ZL01', 'XCG01'],
  },
  {
    name: '幽门螺杆菌筛查',
    alias: null,
    remark: '无创、无痛，10 分钟出结果',
    type: 3,
    sex: 0,
    sale: 139,
    price: 160,
    count: 1210,
    sort: 2,
    recommended: true,
    items: ['YB01', 'C1301'],
  },
  {
    name: '女性两癌筛查套餐',
    alias: null,
    remark: '宫颈癌与乳腺癌早期筛查',
    type: 3,
    sex: 2,
    sale: 468,
    price: 620,
    count: 720,
    sort: 3,
    items: ['YB01', 'FK01', 'HPV01', 'BC03'],
  },
  {
    name: '骨骼健康评估',
    alias: null,
    remark: '中老年骨质疏松风险评估',
    type: 3,
    sex: 0,
    sale: 199,
    price: 260,
    count: 188,
    sort: 4,
    items: ['YB01', 'GMD01', 'XCG01'],
  },
  {
    name: '心脑血管专项套餐（暂停预约）',
    alias: null,
    remark: '设备升级中，暂停线上预约',
    type: 3,
    sex: 0,
    sale: 1280,
    price: 1680,
    count: 96,
    sort: 5,
    bookable: false,
    items: ['YB01', 'XD01', 'BC04', 'MRI01', 'XZ01'],
  },
];

export const articleTypes = [
  { id: 1, hosp_id: OPEN_HOSP_ID, name: '新闻公告' },
  { id: 2, hosp_id: OPEN_HOSP_ID, name: '健康知识' },
  { id: 3, hosp_id: OPEN_HOSP_ID, name: '体检指南' },
];

/** An article's [type id, title, author, days ago, visits, hot]. */
export type ArticleHead = [
  type: number,
  title: string,
  author: string,
  daysAgo: number,
  visits: number,
  hot: boolean,
];
type ArticleSeed = [...ArticleHead, body: string];

export const articles: ArticleSeed[] = [
  [
    1,
    '春节期间体检中心营业时间调整通知',
    '康宁体检中心',
    1,
    3420,
    true,
    '<p>春节期间（除夕至初三）暂停体检服务，初四起恢复正常营业。已预约期间体检的客户，我们将电话联系为您改期。</p>',
  ],
  [
    2,
    '体检报告里的“结节”到底要不要紧？',
    '李明 主任医师',
    2,
    8890,
    true,
    '<p>甲状腺、乳腺、肺部结节在体检中很常见，绝大多数为良性。关键看大小、形态与分级……</p>',
  ],
  [
    3,
    '体检前一天晚上能吃饭吗？',
    '健康管理部',
    3,
    5630,
    true,
    '<p>可以正常吃晚饭，但宜清淡，晚上 10 点后不再进食，保证空腹 8-12 小时。</p>',
  ],
  [
    1,
    '城西院区筹建进展：主体结构顺利封顶',
    '康宁体检中心',
    5,
    980,
    false,
    '<p>城西院区主体结构已顺利封顶，预计 2027 年春季投入使用。</p>',
  ],
  [
    2,
    '血脂偏高，一定要吃药吗？',
    '王芳 副主任医师',
    7,
    4410,
    false,
    '<p>血脂异常是否需要药物治疗，要结合心血管风险综合评估……</p>',
  ],
  [
    3,
    '女性体检的五个注意事项',
    '健康管理部',
    9,
    2760,
    false,
    '<p>经期避开妇科与尿检、孕期避免放射检查……</p>',
  ],
  [
    2,
    '幽门螺杆菌阳性，全家都要查吗？',
    '赵强 主治医师',
    12,
    3310,
    false,
    '<p>幽门螺杆菌可在家庭成员间传播，建议共同生活的家人一起检测……</p>',
  ],
  [
    1,
    '我中心通过 ISO 15189 医学实验室认可复评审',
    '康宁体检中心',
    15,
    760,
    false,
    '<p>近日，我中心检验科顺利通过 ISO 15189 复评审，检验结果国际互认。</p>',
  ],
  [
    3,
    '低剂量螺旋 CT 辐射大吗？',
    '影像科',
    20,
    1980,
    false,
    '<p>低剂量螺旋 CT 的辐射剂量约为常规 CT 的五分之一……</p>',
  ],
];

/**
 * Demo accounts (password as typed by the user). The second one's password is older than
 * 90 days, so logging in with it shows the password-expiry alert.
 */
export const DEMO_PASSWORD = 'Kangning@2026';
export interface DemoRelative {
  name: string;
  relation: 'parents' | 'child' | 'brother' | 'sister' | 'other';
  idBody: string;
  marital: 0 | 1 | 2;
  mobile: string;
}

export interface DemoUser {
  mobile: string;
  name: string;
  openId?: string;
  idBody: string;
  marital: 0 | 1 | 2;
  passwordAgeDays: number;
  relatives?: DemoRelative[];
}

export const demoUsers: DemoUser[] = [
  {
    mobile: '13800000001',
    name: '张三',
    // Bound to the simulated WeChat user "demo", so the OAuth door logs this account in.
    openId: 'o-demo-wechat-user',
    idBody: '33010619880307123',
    marital: 1,
    passwordAgeDays: 10,
  },
  {
    mobile: '13800000002',
    name: '李四',
    idBody: '33010819920715242',
    marital: 0,
    passwordAgeDays: 120,
  },
  {
    mobile: '13800000003',
    name: '王芳',
    idBody: '33010219850918264',
    marital: 1,
    passwordAgeDays: 30,
  },
  {
    // The booking journeys' account: it books for itself and for its mother.
    mobile: '13800000004',
    name: '陈刚',
    idBody: '33010619790512135',
    marital: 1,
    passwordAgeDays: 5,
    relatives: [
      {
        name: '刘秀英',
        relation: 'parents',
        idBody: '33010619520823246',
        marital: 1,
        mobile: '13800000014',
      },
    ],
  },
];

/** Booking times of the open branch: seats on an ordinary weekday. */
export const timeRanges = [
  { id: 1, hosp_id: OPEN_HOSP_ID, name: '07:30-08:30', period: 0, limit_num: 30, sort: 1 },
  { id: 2, hosp_id: OPEN_HOSP_ID, name: '08:30-09:30', period: 0, limit_num: 30, sort: 2 },
  { id: 3, hosp_id: OPEN_HOSP_ID, name: '09:30-10:30', period: 0, limit_num: 15, sort: 3 },
  { id: 4, hosp_id: OPEN_HOSP_ID, name: '13:30-15:00', period: 1, limit_num: 10, sort: 4 },
];

export const closedDays = [
  { hosp_id: OPEN_HOSP_ID, day: '2027-01-01', reason: '元旦放假' },
  ...[
    '2027-02-05',
    '2027-02-06',
    '2027-02-07',
    '2027-02-08',
    '2027-02-09',
    '2027-02-10',
    '2027-02-11',
  ].map((day) => ({
    hosp_id: OPEN_HOSP_ID,
    day,
    reason: '春节放假',
  })),
];

export const paymentMethods = [
  {
    id: 1,
    hosp_id: OPEN_HOSP_ID,
    name: '微信支付',
    remark: '在线支付，支付后可在“我的预约”查看',
    sort: 1,
  },
  { id: 2, hosp_id: OPEN_HOSP_ID, name: '云闪付', remark: '支持银行卡在线支付', sort: 2 },
];
