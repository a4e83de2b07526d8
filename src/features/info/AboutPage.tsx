import { HospitalTextPage } from './HospitalTextPage';

/** The hospital's introduction. */
export default function AboutPage() {
  return <HospitalTextPage field="introduction" />;
}
