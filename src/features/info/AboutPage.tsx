import { HospitalText } from './HospitalText';

/** The hospital's introduction. */
export default function AboutPage() {
  return <HospitalText field="introduction" />;
}
