import { HospitalTextPage } from './HospitalTextPage';

/** The hospital's notice (what to do before and on the check-up day). */
export default function NoticePage() {
  return <HospitalTextPage field="notice" />;
}
