import type { ReactNode } from 'react';
import { ConfigProvider } from 'react-vant';
import { enUS } from 'react-vant/es/locale';

/** react-vant's own words (a dialog's buttons, a calendar's months) in English. */
export function VantEnglish({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={enUS}>{children}</ConfigProvider>;
}
