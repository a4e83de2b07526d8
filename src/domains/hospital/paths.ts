/** The hospital calls' paths, as the spec writes them: hospApi and the early start share them. */
export const HOSP_PATHS = {
  info: 'api/hosp/info',
  unions: 'api/Hosp/unions',
  configs: 'api/Hosp/configs',
  env: 'api/Hosp/env',
  homePageModules: 'api/Hosp/homePageModules',
  assets: 'api/Hosp/assets',
} as const;
