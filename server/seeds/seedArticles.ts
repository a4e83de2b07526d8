// This is data, not interface text, so it is written in the hospitals' own language.
import type { Queryable } from '../db/db.ts';
import { OPEN_HOSP_ID, type ArticleHead } from './seedData.ts';

/** Enough per tab that paging is real; their bodies are written from the title. */
type MoreArticle = ArticleHead;

const NEWS = '康宁体检中心';
const HEALTH = '健康管理部';

export const moreArticles: MoreArticle[] = [
  [1, '国庆假期体检预约安排', NEWS, 22, 1210, true],
  [1, '新增胃肠镜无痛检查项目', NEWS, 25, 2650, true],
  [1, '体检报告线上查询功能正式上线', NEWS, 28, 3980, true],
  [1, '城东院区停车场改造期间停车指引', NEWS, 31, 640, false],
  [1, '关于调整早间抽血开始时间的通知', NEWS, 34, 1530, false],
  [1, '我中心荣获“年度优秀健康管理机构”称号', NEWS, 38, 720, false],
  [1, '企业团检旺季预约提示', NEWS, 41, 880, false],
  [1, '新版体检套餐上线说明', NEWS, 45, 1940, true],
  [1, '高温天气体检温馨提示', NEWS, 49, 560, false],
  [1, '母亲节女性健康关爱活动', NEWS, 53, 1320, false],
  [2, '空腹血糖偏高怎么办？', '王芳 副主任医师', 23, 5210, true],
  [2, '尿酸高一定会得痛风吗？', '李明 主任医师', 26, 4870, true],
  [2, '脂肪肝可以逆转吗？', '赵强 主治医师', 29, 6120, true],
  [2, '读懂血常规报告的几个关键指标', '检验科', 32, 3760, true],
  [2, '颈动脉斑块：体检发现后该做什么', '李明 主任医师', 35, 2980, false],
  [2, '骨密度降低，补钙就够了吗？', '王芳 副主任医师', 37, 2150, false],
  [2, '肺结节随访多久复查一次？', '影像科', 40, 3440, false],
  [2, '高血压患者的日常饮食建议', HEALTH, 43, 1870, false],
  [2, '长期久坐的人要注意哪些检查', HEALTH, 46, 1620, false],
  [2, '乳腺增生需要治疗吗？', '妇科', 48, 2310, false],
  [2, '甲状腺功能异常的常见表现', '赵强 主治医师', 51, 1790, false],
  [2, '转氨酶升高的常见原因', '检验科', 54, 2040, false],
  [2, '如何科学地减重', HEALTH, 57, 1480, false],
  [2, '睡眠不好会影响体检结果吗？', HEALTH, 60, 990, false],
  [2, '心电图报告里的“窦性心律”是什么意思', '心电图室', 63, 1260, false],
  [2, '肿瘤标志物升高就是得了癌症吗？', '李明 主任医师', 66, 4020, true],
  [2, '老年人体检项目怎么选', HEALTH, 70, 1150, false],
  [2, '儿童青少年体检关注什么', HEALTH, 74, 830, false],
  [2, '戒烟后多久肺功能开始恢复', '影像科', 78, 1090, false],
];

function bodyOf([type, title]: MoreArticle): string {
  return type === 1
    ? `<p>${title}：详情请咨询前台或拨打中心服务电话。</p><p>感谢您对我们工作的理解与支持。</p>`
    : `<h3>${title}</h3><p>这是体检中常被问到的问题。结果异常不必过度紧张，应结合医生意见综合判断，必要时到专科进一步检查。</p><p>保持规律作息、均衡饮食和适量运动，每年按时体检。</p>`;
}

/** Branch 1's help centre; branch 2 has none, so the app's fixed list shows there. */
export const faqs: Array<[question: string, answer: string]> = [
  ['体检当天需要带什么？', '请携带本人身份证原件；如有既往病历或体检报告，也请一并带上。'],
  ['预约后可以改期吗？', '可以。体检日前一天 17:00 前可在“我的订单”中改期，或致电服务电话。'],
  ['体检报告多久可以出？', '一般在体检后 5 个工作日内出具，可在线查询，也可到前台领取纸质版。'],
  ['发票怎么开？', '体检结束后可在前台开具电子发票，企业团检发票由单位统一开具。'],
];

/** More articles (ids after the base ones) and branch 1's questions. */
export async function seedArticles(q: Queryable) {
  const [row] = await q.query<{ n: number }>('SELECT coalesce(max(id), 0)::int AS n FROM articles');
  let id = row?.n ?? 0;
  for (const a of moreArticles) {
    const [type, title, author, daysAgo, visits, hot] = a;
    await q.query(
      `INSERT INTO articles (id, hosp_id, type_id, title, author, content, cover_url, visit_count, is_hot, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        ++id,
        OPEN_HOSP_ID,
        type,
        title,
        author,
        bodyOf(a),
        `/demo-assets/article-${type}.svg`,
        visits,
        hot,
        new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      ],
    );
  }
  let sort = 0;
  for (const [question, answer] of faqs)
    await q.query('INSERT INTO faqs (hosp_id, question, answer, sort) VALUES ($1, $2, $3, $4)', [
      OPEN_HOSP_ID,
      question,
      answer,
      ++sort,
    ]);
}
