import type { Module } from '../plugins/api.ts';
import { authModule } from './auth/index.ts';
import { catalogModule } from './catalog/index.ts';
import { companyModule } from './company/index.ts';
import { contentModule } from './content/index.ts';
import { demoAssetsModule } from './demoAssets/index.ts';
import { feedbackModule } from './feedback/index.ts';
import { healthModule } from './health/index.ts';
import { hospModule } from './hosp/index.ts';
import { ordersModule } from './orders/index.ts';
import { paymentsModule } from './payments/index.ts';
import { profilesModule } from './profiles/index.ts';
import { queueDevModule, queueModule } from './queue/index.ts';
import { remindersModule } from './reminders/index.ts';
import { reportsModule } from './reports/index.ts';
import { scheduleModule } from './schedule/index.ts';
import { sharesModule } from './shares/index.ts';
import { cashierModule, devModule, simulatorsModule } from './simulators/index.ts';
import { ssoModule } from './sso/index.ts';
import { surveysModule } from './surveys/index.ts';
import { userModule } from './user/index.ts';
import { wechatModule } from './wechat/index.ts';
import { wechatPayModule } from './wechatPay/index.ts';

// Each module is reached through its face (<module>/index.ts), as lint's
// local/server-modules rule requires of every file of server/.

/** Every area of the API, registered in this order by app.ts. */
export const modules: Module[] = [
  hospModule,
  catalogModule,
  contentModule,
  authModule,
  userModule,
  feedbackModule,
  profilesModule,
  scheduleModule,
  paymentsModule,
  wechatPayModule,
  ordersModule,
  companyModule,
  reportsModule,
  sharesModule,
  queueModule,
  wechatModule,
  ssoModule,
  demoAssetsModule,
  surveysModule,
  remindersModule,
  healthModule,
];

/** The simulators and their test windows: registered only outside production. */
export const devModules: Module[] = [devModule, simulatorsModule, cashierModule, queueDevModule];
