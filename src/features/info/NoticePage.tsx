import { HospitalText } from './HospitalText';

/** The hospital's notice (what to do before and on the check-up day). */
export default function NoticePage() {
  return <HospitalText field="notice" />;
}
