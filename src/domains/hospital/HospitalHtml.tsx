import { SafeHtml } from '@/kit/SafeHtml';
import { useHospEnv } from './queries';

/** The hospital's own HTML (notices, introductions): its pictures shown, nothing else from outside. */
export function HospitalHtml({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  const imagePath = useHospEnv().data?.imagePath ?? '';
  return <SafeHtml html={html} imagePath={imagePath} {...(className ? { className } : {})} />;
}
