import type { Module } from '../plugins/api.ts';
import { authModule } from './auth/routes.ts';
import { catalogModule } from './catalog/routes.ts';
import { companyModule } from './company/routes.ts';
import { contentModule } from './content/routes.ts';
import { demoAssetsModule } from './demoAssets/routes.ts';
import { feedbackModule } from './feedback/routes.ts';
import { hospModule } from './hosp/routes.ts';
import { ordersModule } from './orders/routes.ts';
import { paymentsModule } from './payments/routes.ts';
import { profilesModule } from './profiles/routes.ts';
import { queueDevModule } from './queue/dev.ts';
import { queueModule } from './queue/routes.ts';
import { reportsModule } from './reports/routes.ts';
import { scheduleModule } from './schedule/routes.ts';
import { cashierModule } from './simulators/cashier.ts';
import { devModule } from './simulators/dev.ts';
import { simulatorsModule } from './simulators/routes.ts';
import { ssoModule } from './sso/routes.ts';
import { surveysModule } from './surveys/routes.ts';
import { userModule } from './user/routes.ts';
import { wechatModule } from './wechat/routes.ts';

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
  ordersModule,
  companyModule,
  reportsModule,
  queueModule,
  wechatModule,
  ssoModule,
  demoAssetsModule,
  surveysModule,
];

/** The simulators and their test windows: registered only outside production. */
export const devModules: Module[] = [devModule, simulatorsModule, cashierModule, queueDevModule];
