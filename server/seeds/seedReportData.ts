// The demo exams' content: lab panels with reference ranges, the physical exam, imaging
// and the advice a chief doctor writes for each abnormal value. Values follow a base and a
// yearly drift per node, so the same items across a person's exams make trends.

/** [node name, unit, reference range (male), base value, drift per exam, decimals, female range?] */
export type LabNode = [string, string, string, number, number, number, string?];

export interface Panel {
  name: string;
  /** 0 physical, 2 lab. */
  type: 0 | 2;
  doctor: string;
  nodes: LabNode[];
  /** Text results (not numeric): [node, result, reference]. */
  texts?: Array<[string, string, string]>;
}

/** The lab's panels, all signed by its one doctor. */
const lab = (name: string, nodes: LabNode[], texts?: Panel['texts']): Panel => ({
  name,
  type: 2,
  doctor: '周敏',
  nodes,
  ...(texts && { texts }),
});

export const panels: Panel[] = [
  {
    name: '一般检查',
    type: 0,
    doctor: '赵丽',
    nodes: [
      ['身高', 'cm', '', 170, 0, 1],
      ['体重', 'kg', '', 68, 1.8, 1],
      ['体重指数', 'kg/m²', '18.5-23.9', 23.2, 0.6, 1],
      ['收缩压', 'mmHg', '90-139', 126, 6, 0],
      ['舒张压', 'mmHg', '60-89', 80, 4, 0],
      ['心率', '次/分', '60-100', 72, 2, 0],
    ],
  },
  {
    name: '内科',
    type: 0,
    doctor: '孙伟',
    nodes: [],
    texts: [
      ['心脏听诊', '心律齐，各瓣膜听诊区未闻及病理性杂音', ''],
      ['肺部听诊', '双肺呼吸音清', ''],
      ['腹部触诊', '肝脾肋下未触及', ''],
    ],
  },
  lab('血常规', [
    ['白细胞计数', '10^9/L', '3.5-9.5', 6.2, 0.3, 2],
    ['红细胞计数', '10^12/L', '4.3-5.8', 4.9, -0.1, 2, '3.8-5.1'],
    ['血红蛋白', 'g/L', '130-175', 148, -4, 0, '115-150'],
    ['血小板计数', '10^9/L', '125-350', 226, 8, 0],
  ]),
  lab('肝功能', [
    ['丙氨酸氨基转移酶', 'U/L', '9-50', 38, 9, 0, '7-40'],
    ['天门冬氨酸氨基转移酶', 'U/L', '15-40', 26, 4, 0, '13-35'],
    ['γ-谷氨酰转移酶', 'U/L', '10-60', 50, 25, 0, '7-45'],
    ['总胆红素', 'μmol/L', '3.4-20.5', 12.6, 1.2, 1],
  ]),
  lab('血脂四项', [
    ['总胆固醇', 'mmol/L', '<5.2', 4.8, 0.25, 2],
    ['甘油三酯', 'mmol/L', '<1.7', 1.45, 0.3, 2],
    ['高密度脂蛋白胆固醇', 'mmol/L', '>1.04', 1.22, -0.08, 2],
    ['低密度脂蛋白胆固醇', 'mmol/L', '<3.4', 2.9, 0.22, 2],
  ]),
  lab('空腹血糖', [['葡萄糖', 'mmol/L', '3.9-6.1', 5.4, 0.3, 2]]),
  lab('肾功能', [
    ['肌酐', 'μmol/L', '57-111', 78, 3, 0, '41-81'],
    ['尿酸', 'μmol/L', '208-428', 385, 26, 0, '155-357'],
  ]),
  lab(
    '尿常规',
    [['尿比重', '', '1.003-1.030', 1.018, 0.002, 3]],
    [
      ['尿蛋白', '阴性', '阴性'],
      ['尿葡萄糖', '阴性', '阴性'],
    ],
  ),
];

/** Imaging and auxiliary reports: [report name, doctor, finding, conclusion] per state. */
export const imaging: Array<{
  name: string;
  doctor: string;
  normal: [string, string];
  later: [string, string];
}> = [
  {
    name: '胸部正位片（DR）',
    doctor: '钱进',
    normal: [
      '双肺纹理清晰，未见明确实质性病变。心影大小形态未见异常，双膈面光整。',
      '胸部正位片未见明显异常。',
    ],
    later: [
      '右肺下野可见一小结节状致密影，直径约4mm，边界清。心影大小形态未见异常。',
      '右肺下野小结节，建议一年后复查胸部CT。',
    ],
  },
  {
    name: '腹部彩超',
    doctor: '吴静',
    normal: [
      '肝脏大小形态正常，包膜光滑，实质回声均匀。胆囊、胰腺、脾脏未见明显异常。',
      '肝胆胰脾未见明显异常。',
    ],
    later: [
      '肝脏大小正常，实质回声细密增强，后方回声衰减。胆囊、胰腺、脾脏未见明显异常。',
      '脂肪肝（轻度）。',
    ],
  },
  {
    name: '心电图',
    doctor: '郑华',
    normal: ['窦性心律，心率72次/分，各导联ST-T未见明显异常。', '正常心电图。'],
    later: ['窦性心律，心率76次/分，各导联ST-T未见明显异常。', '正常心电图。'],
  },
];

/** What the chief doctor writes for an abnormal value, by node name and direction. */
export const advice: Record<string, string> = {
  丙氨酸氨基转移酶: '丙氨酸氨基转移酶偏高：建议戒酒、清淡饮食、避免熬夜，1-3个月后复查肝功能。',
  天门冬氨酸氨基转移酶: '天门冬氨酸氨基转移酶偏高：建议复查肝功能，必要时消化内科就诊。',
  甘油三酯: '甘油三酯偏高：建议低脂低糖饮食，适量运动，3-6个月后复查血脂。',
  总胆固醇: '总胆固醇偏高：建议减少动物内脏及油炸食品摄入，定期复查血脂。',
  低密度脂蛋白胆固醇: '低密度脂蛋白胆固醇偏高：建议控制饮食、规律运动，心内科随访。',
  高密度脂蛋白胆固醇: '高密度脂蛋白胆固醇偏低：建议增加有氧运动，戒烟。',
  葡萄糖: '空腹血糖偏高：建议复查空腹血糖及糖化血红蛋白，内分泌科就诊。',
  'γ-谷氨酰转移酶': 'γ-谷氨酰转移酶升高：建议戒酒，避免肝损害药物，1-3个月后复查肝功能。',
  尿酸: '尿酸偏高：建议低嘌呤饮食，多饮水，避免饮酒，定期复查。',
  体重指数: '体重指数偏高：建议控制体重，合理膳食，每周至少150分钟中等强度运动。',
  收缩压: '血压偏高：建议低盐饮食，非同日复测血压，必要时心内科就诊。',
  舒张压: '血压偏高：建议低盐饮食，非同日复测血压，必要时心内科就诊。',
  血红蛋白: '血红蛋白偏低：建议血液科就诊，排查贫血原因。',
};

export const imagingAdvice: Record<string, string> = {
  '胸部正位片（DR）': '肺小结节：建议一年后复查胸部低剂量CT。',
  腹部彩超: '脂肪肝：建议控制体重，清淡饮食，定期复查肝功能及腹部彩超。',
};

export const chiefDoctor = '王建国';
export const verifyDoctor = '李明华';
